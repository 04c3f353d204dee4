import {
  firestoreRestCounterWrite,
  firestoreRestEventCreate,
  firestoreRestReader,
  readPublishedOnDemand,
  type CounterWrite,
  type EventCreate,
  type PublishedOnDemand,
} from '@console/assistant-data';
import { PRODUCT_DATABASE_NAME, buildEnvironmentMode, loadBackend } from '@console/backend';

/**
 * What the chat reads (the published head at once, the rest when the chat opens; null when nothing is
 * published) and how it adds to the bank's counters.
 */
export type AssistantConnection = { mode: string; published: PublishedOnDemand | null; write: CounterWrite; create: EventCreate };

/**
 * The smallest client of this build: Firestore's REST API in Firebase mode; in local mode the product's
 * database in this browser (the console's origin), seeded with the published demo bank when the product
 * runs for the first time.
 */
export async function connect(assistantId: string): Promise<AssistantConnection> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const config = {
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
      ...(import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST } : {}),
    };
    const mode = buildEnvironmentMode();
    return {
      mode,
      published: await readPublishedOnDemand(firestoreRestReader(config), mode, assistantId),
      write: firestoreRestCounterWrite(config),
      create: firestoreRestEventCreate(config),
    };
  }
  const backend = await loadBackend({
    databaseName: PRODUCT_DATABASE_NAME,
    // The one console library the chat uses: on a first start, the same published demo bank the
    // console seeds (a lazy chunk of local builds only; Firebase builds drop this branch).
    // eslint-disable-next-line @nx/enforce-module-boundaries
    seed: (mode) => import('@console/publishing-data').then((publishing) => publishing.loadPublishedDemoSeed(mode)),
  });
  return {
    mode: backend.mode,
    published: await readPublishedOnDemand(backend.documents, backend.mode, assistantId),
    write: (writes) => backend.documents.batch(writes.map(({ path, data }) => ({ type: 'set', path, data, merge: true }))),
    create: (collection, data) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data),
  };
}
