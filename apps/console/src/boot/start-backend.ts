import { PRODUCT_DATABASE_NAME, loadBackend, type Backend } from '@console/backend';

/**
 * The backend of this build. In local mode the database is seeded with the demo catalogue and account,
 * its assistant already published, when first needed (the first sign-in or data read, never the first
 * paint); the demo data is a lazy chunk that later starts never load.
 */
export function startBackend(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') return loadBackend();
  return loadBackend({
    databaseName: PRODUCT_DATABASE_NAME,
    seed: (mode) => import('@console/publishing-data').then((publishing) => publishing.loadPublishedDemoSeed(mode)),
  });
}
