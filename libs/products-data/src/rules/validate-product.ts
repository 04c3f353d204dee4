import { ValidationError, type Schema } from 'yup';
import type { ProductKind } from '@console/data-paths';
import { LOCALES, type Locale } from '@console/locale';
import type { ProductFields, ProductTexts } from '../model/product-types';
import { ProductInputError } from './product-input-error';
import { productFieldsSchema, productTextsSchema } from './product-schemas';

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

/** `value` through `schema`, or undefined with each refusal added to `problems` under `prefix`. */
function checked<T>(schema: Schema<T>, value: unknown, prefix: string, problems: Record<string, string>): T | undefined {
  try {
    return withoutUndefined(schema.validateSync(value, { abortEarly: false, stripUnknown: true }));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path ? `${prefix}.${inner.path}` : prefix;
      if (!(path in problems)) problems[path] = inner.message;
    }
    return undefined;
  }
}

/**
 * Checks a form's values (the fields and the texts of the languages present) against the kind's rules
 * and returns them as plain data ready to store. The mutations check with it before writing, as the form
 * did, so nothing the form would refuse reaches the database.
 */
export function validateProductInput<K extends ProductKind>(
  kind: K,
  input: { fields: unknown; texts: Partial<Record<Locale, unknown>> },
): { fields: ProductFields<K>; texts: TextsByLocale<K> } {
  const problems: Record<string, string> = {};
  const fields = checked(productFieldsSchema(kind), input.fields, 'fields', problems);
  const texts: TextsByLocale<K> = {};
  for (const locale of LOCALES) {
    if (input.texts[locale] === undefined) continue;
    const valid = checked(productTextsSchema(kind), input.texts[locale], `texts.${locale}`, problems);
    if (valid) texts[locale] = valid;
  }
  if (!fields || Object.keys(problems).length > 0) throw new ProductInputError(problems);
  return { fields, texts };
}
