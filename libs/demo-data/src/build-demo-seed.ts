import { paths } from '@console/data-paths';
import { LOCALES } from '@console/locale';
import type { DemoAccountDocument, DemoCatalogueFile, DemoSeed, DemoSeedDocument } from './catalogue-types';
import { DEMO_ACCOUNT, DEMO_PASSWORD_HASH } from './demo-account';
import { assertValidMode } from './demo-mode';

/**
 * Turns the generated catalogue and account into seed users and documents for one mode. Every document gets its
 * own copy of the data, so a caller that edits the seed cannot change the cached catalogue module.
 */
export function buildDemoSeed(file: DemoCatalogueFile, account: DemoAccountDocument, mode: string): DemoSeed {
  assertValidMode(mode);
  const uid = DEMO_ACCOUNT.uid;
  const documents: DemoSeedDocument[] = [];
  const add = (collectionPath: string, entries: Record<string, object>) => {
    for (const [id, data] of Object.entries(entries)) documents.push({ path: `${collectionPath}/${id}`, data: structuredClone(data) as Record<string, unknown> });
  };

  for (const locale of LOCALES) add(paths.faqCatalogue(mode, locale), file.catalogue[locale]);
  documents.push({ path: paths.account(mode, uid), data: structuredClone(account) });
  for (const locale of LOCALES) {
    add(paths.accountAnswers(mode, uid, locale), file.answers[locale]);
    for (const [kind, products] of Object.entries(file.products[locale])) {
      add(paths.accountProducts(mode, uid, locale, kind as keyof typeof file.products.mk), products);
    }
  }

  return { users: [{ uid, email: DEMO_ACCOUNT.email, passwordHash: DEMO_PASSWORD_HASH, emailVerified: true }], documents };
}
