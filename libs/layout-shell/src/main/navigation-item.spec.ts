import { describe, expect, it } from 'vitest';
import { isCurrentItem } from './navigation-item';

describe('isCurrentItem', () => {
  const products = { to: '/products/cards', section: '/products', label: 'Products', icon: 'products' } as const;

  it('marks an item current on its own page and, with a section, on every page of the section', () => {
    expect(isCurrentItem(products, '/products/cards')).toBe(true);
    expect(isCurrentItem(products, '/products/loans')).toBe(true);
    expect(isCurrentItem({ to: '/faq', label: 'FAQ', icon: 'faq' }, '/faq')).toBe(true);
  });

  it('does not mark it on other pages, nor on a path that only starts with the same letters', () => {
    expect(isCurrentItem(products, '/productsx')).toBe(false);
    expect(isCurrentItem({ to: '/faq', label: 'FAQ', icon: 'faq' }, '/settings')).toBe(false);
  });
});
