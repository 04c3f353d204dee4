import type { PublishedFile, PublishedProduct } from '@console/assistant-contract';
import type { AnyProduct } from '@console/products-data';

/** Fields that are the bank's business, not its customers': where applications are e-mailed. */
const PRIVATE_FIELDS = new Set(['destinationEmail']);

type FieldValue = PublishedProduct['fields'][string];

function isPublicValue(value: unknown): value is FieldValue {
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'object' && value !== null && Object.values(value).some((inner) => typeof inner === 'number');
}

/** Only numbers survive inside a rate map; an empty map is left out. */
function publicValue(value: FieldValue): FieldValue {
  if (typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => typeof inner === 'number'));
}

/** A product as its customers see it in one language: the written texts and the public figures. */
export function publicProduct(product: AnyProduct, photo: PublishedFile | null): PublishedProduct {
  const fieldEntries: Array<[string, unknown]> = Object.entries(product.fields);
  const textEntries: Array<[string, unknown]> = Object.entries(product.texts);
  const publicFields: PublishedProduct['fields'] = {};
  for (const [key, value] of fieldEntries) {
    if (!PRIVATE_FIELDS.has(key) && key !== 'url' && isPublicValue(value)) publicFields[key] = publicValue(value);
  }
  const texts: Record<string, string> = {};
  for (const [key, value] of textEntries) if (key !== 'name' && typeof value === 'string' && value.trim().length > 0) texts[key] = value;
  const url = product.fields.url;
  return { id: product.id, kind: product.kind, name: product.texts.name, texts, fields: publicFields, photo, url: url ? url : null };
}
