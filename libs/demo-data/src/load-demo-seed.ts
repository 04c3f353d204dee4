import { buildDemoSeed } from './build-demo-seed';
import type { DemoCatalogueFile, DemoSeed } from './catalogue-types';

/**
 * The demo seed for `mode`. The catalogue is imported dynamically so that it becomes its own chunk,
 * fetched only when an empty local database is seeded — never on later starts or in Firebase builds.
 */
export async function loadDemoSeed(mode = 'staging'): Promise<DemoSeed> {
  const { default: file } = await import('./generated/demo-catalogue.json');
  // JSON imports widen literal unions (customer type, language) to string; the generator validated them.
  return buildDemoSeed(file as DemoCatalogueFile, mode);
}
