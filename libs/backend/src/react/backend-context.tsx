import { createContext, useContext, type ReactNode } from 'react';
import type { Backend } from '../ports/backend';

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

/** The backend chosen by the host. Data-access hooks use it; screens never see an SDK. */
export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendProvider>');
  return backend;
}
