import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackendError, BackendProvider, type Backend, type DocumentData } from '@console/backend';
import { createTestBackend, createTestQueryClient, TEST_MODE, TEST_USER, wrapDocuments } from '@console/testing';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };

export const accountPath = `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`;

/** A signed-in real local backend (fake IndexedDB) whose account document starts as `account`. */
export async function accountBackend(account: DocumentData | null): Promise<Backend> {
  const backend = await createTestBackend({ seed: { users: [TEST_USER], documents: account ? [{ path: accountPath, data: account }] : [] } });
  await backend.auth.signIn(TEST_USER.email, TEST_USER.password);
  return backend;
}

/** The providers the hooks need (no texts: this library shows none). */
export function providers(backend: Backend) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BackendProvider>
  );
  return { queryClient, wrapper };
}

const offline = () => Promise.reject(new BackendError('unavailable', 'offline'));

/** The real backend with its document writes failing as when offline. */
export function withFailingWrite(backend: Backend): Backend {
  return { ...backend, documents: wrapDocuments(backend.documents, { setDoc: offline, transaction: offline }) };
}

/** The real backend on which another tab writes `data` (a merge) just before each transaction reads. */
export function withWriteJustBefore(backend: Backend, data: DocumentData): Backend {
  const real = backend.documents;
  const transaction: Backend['documents']['transaction'] = async (paths, decide) => {
    await real.setDoc(accountPath, data, { merge: true });
    return real.transaction(paths, decide);
  };
  return { ...backend, documents: wrapDocuments(real, { transaction }) };
}

/** An image of `bytes` bytes with the given type, as a file picker would hand it over. */
export function imageFile(name = 'vesna.png', type = 'image/png', bytes = 2_048): File {
  return new File([new Uint8Array(bytes).fill(7)], name, { type });
}
