import { paths } from '@console/data-paths';
import { SERVER_TIMESTAMP, type WriteOperation } from '@console/backend';
import type { AccountFaqImport } from '../model/account-types';

/**
 * The write that records the FAQ import's progress on the account document, for the import to put in
 * the same transaction as the answers it copies (so the record never runs ahead of them). Merged, so it
 * touches `faqImport` alone; once done, it carries the time it finished.
 */
export function faqImportProgressWrite(mode: string, uid: string, progress: AccountFaqImport): WriteOperation {
  const faqImport = progress.status === 'done' ? { ...progress, finishedAt: SERVER_TIMESTAMP } : { ...progress };
  return { type: 'set', path: paths.account(mode, uid), data: { faqImport }, merge: true };
}
