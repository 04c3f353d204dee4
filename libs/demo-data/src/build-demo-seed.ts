import { LOCALES } from '@console/locale';
import type { DemoCatalogueFile, DemoSeed, DemoSeedDocument } from './catalogue-types';
import { DEMO_ACCOUNT, DEMO_PASSWORD_HASH } from './demo-account';
import { assertValidMode, demoPaths } from './demo-paths';

/**
 * Turns the generated catalogue into seed users and documents for one mode. Every document gets its
 * own copy of the data, so a caller that edits the seed cannot change the cached catalogue module.
 */
export function buildDemoSeed(file: DemoCatalogueFile, mode: string): DemoSeed {
  assertValidMode(mode);
  const documents: DemoSeedDocument[] = [];

  for (const locale of LOCALES) {
    for (const [faqId, entry] of Object.entries(file.catalogue[locale])) {
      documents.push({ path: demoPaths.catalogueEntry(mode, locale, faqId), data: structuredClone(entry) });
    }
  }
  documents.push({ path: demoPaths.account(mode, DEMO_ACCOUNT.uid), data: structuredClone(file.account) });
  for (const locale of LOCALES) {
    for (const [faqId, answer] of Object.entries(file.answers[locale])) {
      documents.push({ path: demoPaths.accountAnswer(mode, DEMO_ACCOUNT.uid, locale, faqId), data: structuredClone(answer) });
    }
  }

  return { users: [{ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email, passwordHash: DEMO_PASSWORD_HASH, emailVerified: true }], documents };
}
