import type { PublishedFile, PublishedProduct, PublishedProductFields, PublishedProductTexts } from '@console/assistant-contract';
import type { AnyProduct, CardFields, CardTexts, DepositFields, DepositTexts, LoanFields, LoanTexts } from '@console/products-data';

/** Fields that are the bank's business, not its customers': where applications are e-mailed; the page's address is the product's `url`. */
const PRIVATE_FIELDS = new Set(['destinationEmail', 'url']);

/**
 * The console's product rules and the chat's contract agree, field by field: each kind's public fields
 * and texts are assignable to what the chat reads (a compile error otherwise), so the copy below, which
 * keeps only what the bank filled in, hands the chat exactly the contract's types.
 */
type Public<T> = Omit<T, 'destinationEmail' | 'url' | 'name'>;
type Agrees<Contract, Console extends Contract> = [Contract, Console];
type _ProductsAgree = [
  Agrees<PublishedProductFields['cards'], Public<CardFields>>,
  Agrees<PublishedProductFields['loans'], Public<LoanFields>>,
  Agrees<PublishedProductFields['deposits'], Public<DepositFields>>,
  Agrees<PublishedProductTexts['cards'], Public<CardTexts>>,
  Agrees<PublishedProductTexts['loans'], Public<LoanTexts>>,
  Agrees<PublishedProductTexts['deposits'], Public<DepositTexts>>,
];

function isPublicValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'object' && value !== null && Object.values(value).some((inner) => typeof inner === 'number');
}

/** Only numbers survive inside a rate map; an empty map is left out. */
function publicValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => typeof inner === 'number'));
}

/** A product as its customers see it in one language: the written texts and the public figures. */
export function publicProduct(product: AnyProduct, photo: PublishedFile | null): PublishedProduct {
  const fields = Object.fromEntries(Object.entries(product.fields).filter(([key, value]) => !PRIVATE_FIELDS.has(key) && isPublicValue(value)).map(([key, value]) => [key, publicValue(value)]));
  const texts = Object.fromEntries(Object.entries(product.texts).filter(([key, value]) => key !== 'name' && typeof value === 'string' && value.trim().length > 0));
  const url = product.fields.url;
  // What the filter kept is a part of the product's own fields and texts, which agree with the contract (above).
  return { id: product.id, kind: product.kind, name: product.texts.name, texts, fields, photo, url: url ? url : null } as PublishedProduct;
}
