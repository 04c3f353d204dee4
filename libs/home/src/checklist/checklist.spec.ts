import { describe, expect, it } from 'vitest';
import { buildChecklist } from './checklist';

describe('buildChecklist', () => {
  const each = (count: number) => ({ mk: count, en: count, sq: count });

  it('is not ready while any step is short of its target', () => {
    const checklist = buildChecklist({ answered: each(5), products: { total: 2, translated: each(2), complete: 2 }, personalDetailsEdited: true });
    expect(checklist.steps.map((step) => [step.id, step.current, step.target, step.done])).toEqual([
      ['answers', 3, 3, true],
      ['products', 2, 3, false],
      ['personal', 1, 1, true],
    ]);
    expect(checklist.doneCount).toBe(2);
    expect(checklist.ready).toBe(false);
  });

  it('is ready when every step is done, and each step links to where it is done', () => {
    const checklist = buildChecklist({ answered: each(3), products: { total: 3, translated: each(3), complete: 3 }, personalDetailsEdited: true });
    expect(checklist.ready).toBe(true);
    expect(checklist.steps.map((step) => step.to)).toEqual(['/faq', '/products/cards', '/settings#personal']);
  });

  it('counts answers as far as the language with the fewest, and products once written in all three', () => {
    const checklist = buildChecklist({ answered: { mk: 12, en: 3, sq: 1 }, products: { total: 5, translated: { mk: 5, en: 5, sq: 2 }, complete: 2 }, personalDetailsEdited: false });
    const [answers, products] = checklist.steps;
    expect([answers?.current, answers?.done, answers?.byLocale]).toEqual([1, false, { mk: 12, en: 3, sq: 1 }]);
    expect([products?.current, products?.done, products?.byLocale]).toEqual([2, false, { mk: 5, en: 5, sq: 2 }]);
  });

  it('is not ready while a product shown to customers is not written in every language, however many are', () => {
    const checklist = buildChecklist({ answered: each(3), products: { total: 4, translated: { mk: 4, en: 3, sq: 3 }, complete: 3 }, personalDetailsEdited: true });
    const products = checklist.steps[1];
    expect([products?.current, products?.done, products?.untranslated]).toEqual([3, false, 1]);
    expect(checklist.ready).toBe(false);
  });
});
