import type { ProductKind } from '@console/data-paths';
import { SERVER_TIMESTAMP } from '@console/backend';
import { LOCALES } from '@console/locale';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';

export interface SetProductHiddenInput {
  kind: ProductKind;
  id: string;
  /** True keeps the product in the console but out of what customers are told. */
  hidden: boolean;
}

/**
 * Hides the product from customers, or shows it again, in every language in one atomic batch: a
 * product shown in one language and hidden in another would be a half-published offer. Only the flag
 * and the time are written, so an edit open meanwhile in any language is not overwritten.
 */
export async function setProductHidden(context: ProductWriteContext, { kind, id, hidden }: SetProductHiddenInput): Promise<void> {
  await context.backend.documents.batch(
    LOCALES.map((locale) => ({ type: 'update' as const, path: productPath(context.backend.mode, context.uid, locale, kind, id), data: { hidden, updatedAt: SERVER_TIMESTAMP } })),
  );
}
