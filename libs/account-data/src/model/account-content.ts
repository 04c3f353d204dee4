import { samePlainData } from '@console/plain-data';
import type { Account } from './account-types';

/**
 * Whether two versions of the account hold the same settings: everything the settings form edits, that
 * is all of it but the FAQ's import progress and the time of the last save of the personal details (the server sets it, and a save
 * that only confirms the details changes nothing a person sees).
 */
export function sameAccountContent(a: Account, b: Account): boolean {
  return samePlainData(withoutServerTime(a), withoutServerTime(b));
}

function withoutServerTime({ profile: { updatedAt: _updatedAt, ...profile }, assistant, bank }: Account) {
  // The FAQ's import progress is no setting: it changes while the form is open and is no conflict.
  return { assistant, bank, profile };
}
