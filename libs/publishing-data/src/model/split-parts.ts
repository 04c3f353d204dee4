import { MAX_PART_BYTES, type PublishedFaq, type PublishedPart, type PublishedProduct } from '@console/assistant-contract';
import type { Locale } from '@console/locale';

const encoder = new TextEncoder();
/** Bytes of a value as JSON in UTF-8: an upper bound of what Firestore counts for it. */
export const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/**
 * One language's answers and products in as few parts as fit `maxBytes` each, in their order. A single
 * item larger than `maxBytes` cannot be split and is refused: the editors' limits keep every answer far
 * below it.
 */
export function splitIntoParts(locale: Locale, faqs: readonly PublishedFaq[], products: readonly PublishedProduct[], maxBytes = MAX_PART_BYTES): PublishedPart[] {
  const empty = (): PublishedPart => ({ locale, faqs: [], products: [] });
  const parts: PublishedPart[] = [];
  let current = empty();
  let size = jsonBytes(current);
  const place = (bytes: number, add: (part: PublishedPart) => void) => {
    if (bytes + size > maxBytes) {
      if (current.faqs.length + current.products.length === 0) throw new Error(`An item of ${bytes} bytes does not fit a part of ${maxBytes}.`);
      parts.push(current);
      current = empty();
      size = jsonBytes(current);
    }
    add(current);
    size += bytes + 1;
  };
  for (const faq of faqs) place(jsonBytes(faq), (part) => part.faqs.push(faq));
  for (const product of products) place(jsonBytes(product), (part) => part.products.push(product));
  if (current.faqs.length + current.products.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}
