import { firestoreRestReader, readPublishedAssistant, type PublishedAssistant } from '@console/assistant-data';
import { PRODUCT_DATABASE_NAME, environmentMode as mode, loadBackend } from '@console/backend';

/**
 * The published assistant, through the smallest client of this build: Firestore's REST API in Firebase
 * mode; in local mode the product's database in this browser (the console's origin), seeded with the
 * published demo bank when the product runs for the first time.
 */
export async function readPublished(assistantId: string): Promise<PublishedAssistant | null> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const reader = firestoreRestReader({
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
      ...(import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST } : {}),
    });
    return readPublishedAssistant(reader, mode, assistantId);
  }
  const backend = await loadBackend({
    databaseName: PRODUCT_DATABASE_NAME,
    // The one console library the chat uses: on a first start, the same published demo bank the
    // console seeds (a lazy chunk of local builds only; Firebase builds drop this branch).
    // eslint-disable-next-line @nx/enforce-module-boundaries
    seed: () => import('@console/publishing-data').then((publishing) => publishing.loadPublishedDemoSeed(mode)),
  });
  return readPublishedAssistant(backend.documents, mode, assistantId);
}
