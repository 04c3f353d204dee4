import { environmentMode, loadBackend, type Backend } from '@console/backend';

/**
 * The backend of this build. In local mode the database is seeded with the demo catalogue and account
 * on its first start; the demo data is a lazy chunk that later starts never load.
 */
export function startBackend(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') return loadBackend();
  return loadBackend({
    databaseName: 'tellr-console',
    seed: () => import('@console/demo-data').then((demo) => demo.loadDemoSeed(environmentMode)),
  });
}
