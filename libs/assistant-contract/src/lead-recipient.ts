import { paths, PRODUCT_KINDS } from '@console/data-paths';
import { isLocale } from '@console/locale';
import { asRecord } from '@console/plain-data';

/** Reads one stored document's data (null or undefined when there is none): Firestore's Admin SDK, or the local database. */
export type ReadDocument = (path: string) => Promise<Record<string, unknown> | null | undefined>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where the e-mail of a new lead goes: the application address of the product the customer asked about
 * (a product's own `destinationEmail`: its department), else the bank's destination address; '' for
 * none. One rule for the local mailbox and the production mail.
 */
export async function leadRecipient(read: ReadDocument, mode: string, owner: string, account: Record<string, unknown> | null | undefined, lead: Record<string, unknown>): Promise<string> {
  const productId = text(lead['productId']);
  const locale = isLocale(lead['locale']) ? lead['locale'] : 'mk';
  if (productId && !productId.includes('/')) {
    for (const kind of PRODUCT_KINDS) {
      const product = await read(`${paths.accountProducts(mode, owner, locale, kind)}/${productId}`);
      const address = text(asRecord(product?.['fields'])['destinationEmail']);
      if (address) return address;
    }
  }
  return text(asRecord(account?.['bank'])['destinationEmail']);
}
