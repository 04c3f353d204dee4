import { samePlainData } from '@console/plain-data';
import type { AnyProduct } from './product-types';

const editedContent = ({ fields, texts, photo, translated }: AnyProduct) => ({ fields, texts, photo, translated });

/**
 * Whether two versions of a product in one language hold the same content a form edits: the fields,
 * this language's texts, the photo and whether the texts are translated (not the time of the save,
 * nor a save in another language, which rewrites the same fields and photo here).
 */
export function sameProductContent(a: AnyProduct | null, b: AnyProduct | null): boolean {
  if (a === null || b === null) return a === b;
  return samePlainData(editedContent(a), editedContent(b));
}
