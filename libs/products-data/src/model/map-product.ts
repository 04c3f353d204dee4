import { asRecord } from '@console/plain-data';
import type { ProductKind } from '@console/data-paths';
import type { StoredDocument, StoredFileRef } from '@console/backend';
import { isLocale, type Locale } from '@console/locale';
import { readProductFields, readProductTexts } from './product-readings';
import type { AnyProduct, Product } from './product-types';

function asPhoto(value: unknown): StoredFileRef | null {
  const record = asRecord(value);
  if (typeof record['url'] !== 'string') return null;
  return typeof record['path'] === 'string' ? { path: record['path'], url: record['url'] } : { url: record['url'] };
}

/**
 * One stored document as a product of `kind` in `locale`, read in the kind's shape without checking it
 * (only this library writes these documents, after checking): a document written before a field existed
 * gets that field's default (no EUR clause, no term rates), and a missing map becomes an empty one, so
 * that a screen never reads through null.
 */
function readProduct<K extends ProductKind>(kind: K, locale: Locale, document: StoredDocument): Product<K> {
  const data = asRecord(document.data);
  return {
    id: document.id,
    kind,
    locale,
    fields: readProductFields(kind, data['fields']),
    texts: readProductTexts(kind, data['texts']),
    photo: asPhoto(data['photo']),
    translated: data['translated'] !== false,
    sourceLocale: isLocale(data['sourceLocale']) ? data['sourceLocale'] : locale,
    hidden: data['hidden'] === true,
    updatedAt: typeof data['updatedAt'] === 'number' ? data['updatedAt'] : null,
  };
}

const readers: { [K in ProductKind]: (locale: Locale, document: StoredDocument) => Product<K> } = {
  cards: (locale, document) => readProduct('cards', locale, document),
  loans: (locale, document) => readProduct('loans', locale, document),
  deposits: (locale, document) => readProduct('deposits', locale, document),
};

export function mapProduct(kind: ProductKind, locale: Locale, document: StoredDocument): AnyProduct {
  return readers[kind](locale, document);
}

/** Products sorted by name in the language's alphabet (Cyrillic for mk, Latin for en and sq). */
export function mapProducts(kind: ProductKind, locale: Locale, documents: StoredDocument[]): AnyProduct[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return documents.map((document) => mapProduct(kind, locale, document)).sort((a, b) => collator.compare(a.texts.name, b.texts.name) || a.id.localeCompare(b.id));
}
