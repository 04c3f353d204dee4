import { buildDemoSeed } from './build-demo-seed';
import type { DemoAccountDocument, DemoCatalogueFile, DemoSeed } from './catalogue-types';

/**
 * The demo account's document: a small chunk of its own, for what shows the demo bank before its
 * database is seeded (the chat's launcher on the demo website).
 */
export async function loadDemoAccountDocument(): Promise<DemoAccountDocument> {
  const { default: account } = await import('./generated/demo-account.json');
  // JSON imports widen literal unions (customer type, language) to string; the generator validated them.
  return account as DemoAccountDocument;
}

/**
 * The demo seed for `mode`. The catalogue is imported dynamically so that it becomes its own chunk,
 * fetched only when an empty local database is seeded — never on later starts or in Firebase builds.
 */
export async function loadDemoSeed(mode = 'staging'): Promise<DemoSeed> {
  const [{ default: file }, account] = await Promise.all([import('./generated/demo-catalogue.json'), loadDemoAccountDocument()]);
  return buildDemoSeed(file as DemoCatalogueFile, account, mode);
}
