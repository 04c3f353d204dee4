import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import type { ProductWriteContext } from './product-writer';

/** The signed-in bank's backend for a product write, asked for when the write starts. */
export function useWriteContext(): () => ProductWriteContext {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? null;
  return () => {
    if (!uid) throw new Error('Not signed in');
    return { backend, uid, mode: backend.mode };
  };
}
