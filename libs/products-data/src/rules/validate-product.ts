import { ValidationError } from 'yup';
import type { Locale, ProductKind } from '@console/backend';
import type { ProductFields, ProductTexts } from '../model/product-types';
import { productLanguagesSchema } from './product-schemas';

/** Input the rules refused: `problems` maps each field path (e.g. `fields.minAmount`, `texts.mk.name`) to its message key. */
export class ProductInputError extends Error {
  override readonly name = 'ProductInputError';
  constructor(readonly problems: Record<string, string>) {
    super(`Invalid product: ${Object.keys(problems).join(', ')}`);
  }
}

/** Drops undefined values: the document store refuses them, and an absent field reads as "not given". */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = withoutUndefined(item);
  return result as T;
}

/** The texts of the languages given, by language. */
export type TextsByLocale<K extends ProductKind = ProductKind> = Partial<Record<Locale, ProductTexts<K>>>;

/**
 * Checks a form's values (the fields and the texts of the languages present) against the kind's rules
 * and returns them as plain data ready to store.
 */
export function validateProductInput<K extends ProductKind>(
  kind: K,
  input: { fields: unknown; texts: Partial<Record<Locale, unknown>> },
): { fields: ProductFields<K>; texts: TextsByLocale<K> } {
  const locales = (Object.keys(input.texts) as Locale[]).filter((locale) => input.texts[locale] !== undefined);
  try {
    const value = productLanguagesSchema(kind, locales).validateSync(input, { abortEarly: false, stripUnknown: true });
    return withoutUndefined(value) as unknown as { fields: ProductFields<K>; texts: TextsByLocale<K> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      if (inner.path && !(inner.path in problems)) problems[inner.path] = inner.message;
    }
    throw new ProductInputError(problems);
  }
}
