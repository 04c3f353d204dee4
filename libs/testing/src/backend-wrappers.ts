import { BackendError, type Backend } from '@console/backend';
import { wrapDocuments } from './wrap-documents';
import { testPaths } from './test-paths';

const offline = () => Promise.reject(new BackendError('unavailable', 'offline'));

/** The real backend with its document writes (`setDoc`, transactions) failing as when offline. */
export function withOfflineWrites(backend: Backend): Backend {
  return { ...backend, documents: wrapDocuments(backend.documents, { setDoc: offline, transaction: offline }) };
}

/**
 * The real backend on which another tab runs `write` just before a transaction reads: before each
 * one, or with `once` before the first only.
 */
export function withWriteJustBefore(backend: Backend, write: (backend: Backend) => Promise<unknown>, { once = false } = {}): Backend {
  const real = backend.documents;
  let written = false;
  const documents = wrapDocuments(real, {
    transaction: async (paths, decide) => {
      if (!once || !written) {
        written = true;
        await write(backend);
      }
      return real.transaction(paths, decide);
    },
  });
  return { ...backend, documents };
}

/**
 * The real backend whose batches also carry one write the access rules refuse (to the read-only
 * catalogue), after the first operation: the real batch must then write nothing at all.
 */
export function withRefusedWriteInBatches(backend: Backend): Backend {
  const real = backend.documents;
  const refused = { type: 'set', path: `${testPaths.catalogue('en')}/not-allowed`, data: { question: 'x' } } as const;
  return { ...backend, documents: wrapDocuments(real, { batch: (operations) => real.batch([...operations.slice(0, 1), refused, ...operations.slice(1)]) }) };
}
