import type { Locale, ProductKind } from '@console/backend';

export const PRODUCT_KINDS: readonly ProductKind[] = ['cards', 'loans', 'deposits'];

/** Every product exists in each of these languages, under the same id. */
export const PRODUCT_LOCALES: readonly Locale[] = ['mk', 'en', 'sq'];

export function isProductKind(value: unknown): value is ProductKind {
  return PRODUCT_KINDS.includes(value as ProductKind);
}

export function isProductLocale(value: unknown): value is Locale {
  return PRODUCT_LOCALES.includes(value as Locale);
}
