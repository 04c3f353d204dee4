import { LOCALES, type Locale } from '@console/locale';
import { foldForSearch } from '@console/search-text';
import type { AnyProduct } from './product-types';

/** A name that two or more products shown to customers share in one language. */
export interface AlikeName {
  locale: Locale;
  /** The first of their spellings in code-point order, so the same products always read the same. */
  name: string;
  count: number;
}

/**
 * Names the assistant cannot tell apart: equal once case, accents and spacing are set aside, among the
 * shown products of every kind in one language. A customer asking for one would get either.
 */
export function alikeNames(products: readonly AnyProduct[]): AlikeName[] {
  const alike: AlikeName[] = [];
  for (const locale of LOCALES) {
    const byName = new Map<string, AlikeName>();
    for (const product of products) {
      if (product.locale !== locale || product.hidden) continue;
      const name = product.texts.name.trim();
      const key = foldForSearch(name);
      if (!key) continue;
      const seen = byName.get(key);
      byName.set(key, seen ? { ...seen, name: name < seen.name ? name : seen.name, count: seen.count + 1 } : { locale, name, count: 1 });
    }
    alike.push(...[...byName.values()].filter((entry) => entry.count > 1));
  }
  return alike;
}
