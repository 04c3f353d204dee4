import {
  firestoreRestCounterWrite,
  firestoreRestEventCreate,
  firestoreRestReader,
  readPublishedAssistant,
  readPublishedOnDemand,
  type CounterWrite,
  type EventCreate,
  type FirestoreRestConfig,
  type PublishedOnDemand,
} from '@console/assistant-data';
import { appCheckTokens } from '@console/assistant-data/app-check';
import { PRODUCT_DATABASE_NAME, buildEnvironmentMode, isUnseededLocalDatabase, loadBackend, loadOnce } from '@console/backend';

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
    const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '';
    const apiKey = import.meta.env.VITE_FIREBASE_API_KEY ?? '';
    const siteKey = import.meta.env.VITE_FIREBASE_APP_CHECK_SITE_KEY;
    const config: FirestoreRestConfig = {
      projectId,
      apiKey,
      ...(import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST } : {}),
      // Only where the bank chose App Check: it puts Google's reCAPTCHA on the bank's pages.
      ...(siteKey ? { appCheckToken: appCheckTokens({ siteKey, projectId, apiKey, appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '' }) } : {}),
    };
    const mode = buildEnvironmentMode();
    return {
      mode,
      published: await readPublishedOnDemand(firestoreRestReader(config), mode, assistantId),
      write: firestoreRestCounterWrite(config),
      create: firestoreRestEventCreate(config),
    };
  }
  // The one console library the chat uses: on a first start, the same published demo bank the console
  // seeds (lazy chunks of local builds only; Firebase builds drop this branch). Each import takes only
  // the names it needs, so that the bundler leaves the library's screens' code out of it.
  const seed = async (mode: string) => {
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { loadPublishedDemoSeed } = await import('@console/publishing-data/demo');
    return loadPublishedDemoSeed(mode);
  };
  const seeded = loadOnce(() => loadBackend({ databaseName: PRODUCT_DATABASE_NAME, seed }));
  const write: CounterWrite = async (writes) => (await seeded()).documents.batch(writes.map(({ path, data }) => ({ type: 'set', path, data, merge: true })));
  const create: EventCreate = async (collection, data) => {
    const { documents } = await seeded();
    await documents.setDoc(`${collection}/${documents.newId()}`, data);
  };
  const mode = buildEnvironmentMode();
  if (await isUnseededLocalDatabase(PRODUCT_DATABASE_NAME)) {
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { DEMO_ASSISTANT_ID, loadDemoLauncherHead } = await import('@console/publishing-data/demo');
    // A first visit of the demo website before the console ever ran: the launcher shows the head the
    // seed will publish, and the database (the catalogue, a thousand documents) is seeded only when the
    // chat opens.
    if (assistantId === DEMO_ASSISTANT_ID) {
      const whole = loadOnce(async () => readPublishedAssistant((await seeded()).documents, mode, assistantId));
      return { mode, published: { head: await loadDemoLauncherHead(), whole }, write, create };
    }
  }
  const { documents } = await seeded();
  return { mode, published: await readPublishedOnDemand(documents, mode, assistantId), write, create };
}
