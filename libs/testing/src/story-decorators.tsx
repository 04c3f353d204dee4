import type { Decorator } from '@storybook/react-vite';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useBackend } from '@console/backend/react';
import { DEMO_ACCOUNT } from '@console/demo-data';

/** Signs the seeded demo user in (Storybook's local backend), so a story reads Ana's live data. */
export function SignedInAsDemo({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const subscribe = useCallback((onChange: () => void) => auth.onAuthStateChanged(onChange), [auth]);
  const user = useSyncExternalStore(subscribe, () => auth.currentUser(), () => null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (auth.currentUser()?.uid === DEMO_ACCOUNT.uid) return;
    auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password).catch((error: unknown) => setFailure(String(error)));
  }, [auth]);
  if (failure) return <p role="alert">{failure}</p>;
  return user ? children : null;
}

function InDataRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path, element: children }, { path: '*', element: null }], { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/** A data router around the story at `path` (hooks such as useBlocker need one). */
export const withDataRouter =
  (path: string): Decorator =>
  (Story) => (
    <InDataRouter path={path}>
      <Story />
    </InDataRouter>
  );

/** The demo user signed in, around the story. */
export const withDemoUser: Decorator = (Story) => (
  <SignedInAsDemo>
    <Story />
  </SignedInAsDemo>
);
