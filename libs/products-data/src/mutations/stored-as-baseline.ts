import { samePlainData } from '@console/plain-data';
import { sameProductContent } from '../model/product-content';
import type { AnyProduct } from '../model/product-types';

/**
 * Whether a product's documents (one per language) still hold what an edit started from: the edited
 * language as a whole, and in the others what the edit also writes there (the fields and the photo).
 * Another language's texts are never written by the edit, so a colleague translating them meanwhile is
 * no conflict.
 */
export function storedAsBaseline(baseline: AnyProduct, stored: readonly AnyProduct[]): boolean {
  return stored.every((product) =>
    product.locale === baseline.locale ? sameProductContent(product, baseline) : samePlainData(product.fields, baseline.fields) && samePlainData(product.photo, baseline.photo),
  );
}
