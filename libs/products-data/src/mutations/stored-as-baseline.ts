import type { Locale } from '@console/locale';
import { samePlainData } from '@console/plain-data';
import { sameProductContent } from '../model/product-content';
import type { ProductInLanguages } from '../model/product-in-languages';
import type { AnyProduct } from '../model/product-types';

/**
 * Whether a product's documents (one per language) still hold what an edit started from: as a whole in
 * the languages whose texts the edit writes, and in the others what it also writes there (the fields
 * and the photo). A language whose texts the edit leaves alone may be translated meanwhile by a
 * colleague: no conflict.
 */
export function storedAsBaseline(baseline: ProductInLanguages, stored: readonly AnyProduct[], textsWritten: readonly Locale[]): boolean {
  return stored.every((product) => {
    const started = baseline[product.locale];
    return textsWritten.includes(product.locale)
      ? sameProductContent(product, started)
      : samePlainData(product.fields, started.fields) && samePlainData(product.photo, started.photo);
  });
}
