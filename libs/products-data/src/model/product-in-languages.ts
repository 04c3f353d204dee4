import type { ProductKind } from '@console/data-paths';
import { LOCALES, type Locale } from '@console/locale';
import { sameProductContent } from './product-content';
import type { AnyProduct } from './product-types';

/** One product as stored in each language: what the editor shows side by side. */
export type ProductInLanguages<K extends ProductKind = ProductKind> = Readonly<Record<Locale, Extract<AnyProduct, { kind: K }>>>;

/** Whether two readings hold the same content in every language. */
export function sameProductInLanguages(a: ProductInLanguages | null, b: ProductInLanguages | null): boolean {
  if (a === null || b === null) return a === b;
  return LOCALES.every((locale) => sameProductContent(a[locale], b[locale]));
}
