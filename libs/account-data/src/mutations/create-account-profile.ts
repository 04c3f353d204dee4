import { paths } from '@console/data-paths';
import type { DocumentStore } from '@console/backend';
import type { AccountProfile } from '../model/account-types';

/** What registration knows of the person: the rest of the account is written from Settings. */
export type NewAccountProfile = Pick<AccountProfile, 'name' | 'surname' | 'company' | 'language' | 'customerType'>;

/**
 * Writes a new account's profile, the one part of the document the rules let an unverified account write
 * (merged, so a retried registration keeps what a first attempt wrote). The account's other writers are
 * `saveAccount`, from Settings, and `faqImportProgressWrite`, the FAQ import's progress.
 */
export async function createAccountProfile(documents: DocumentStore, mode: string, uid: string, profile: NewAccountProfile): Promise<void> {
  await documents.setDoc(paths.account(mode, uid), { profile }, { merge: true });
}
