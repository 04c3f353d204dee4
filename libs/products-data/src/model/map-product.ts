import { asRecord, type Locale, type ProductKind, type StoredDocument, type StoredFileRef } from '@console/backend';
import type { AnyProduct } from './product-types';
import { isLocale } from '@console/locale';


function asPhoto(value: unknown): StoredFileRef | null {
  const record = asRecord(value);
  if (typeof record['url'] !== 'string') return null;
  return typeof record['path'] === 'string' ? { path: record['path'], url: record['url'] } : { url: record['url'] };
}

/**
 * One stored document as a product of `kind` in `locale`. Only this library writes these documents,
 * so the shape is trusted; missing maps become empty ones so that a screen never reads through null.
 */
export function mapProduct(kind: ProductKind, locale: Locale, document: StoredDocument): AnyProduct {
  const data = asRecord(document.data);
  const texts = asRecord(data['texts']);
  const fields = asRecord(data['fields']);
  return {
    id: document.id,
    kind,
    locale,
    fields: fields as never,
    texts: { ...texts, name: typeof texts['name'] === 'string' ? texts['name'] : '' } as never,
    photo: asPhoto(data['photo']),
    translated: data['translated'] !== false,
    sourceLocale: isLocale(data['sourceLocale']) ? data['sourceLocale'] : locale,
    hidden: data['hidden'] === true,
    updatedAt: typeof data['updatedAt'] === 'number' ? data['updatedAt'] : null,
  } as AnyProduct;
}

/** Products sorted by name in the language's alphabet (Cyrillic for mk, Latin for en and sq). */
export function mapProducts(kind: ProductKind, locale: Locale, documents: StoredDocument[]): AnyProduct[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return documents.map((document) => mapProduct(kind, locale, document)).sort((a, b) => collator.compare(a.texts.name, b.texts.name) || a.id.localeCompare(b.id));
}
