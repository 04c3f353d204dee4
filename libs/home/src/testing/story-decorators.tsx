import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useBackend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { useAuthUser } from '@console/session';

/** Signs the seeded demo user in, so that stories read Ana's live answers, products and account. */
function SignedInAsDemo({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const user = useAuthUser();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (auth.currentUser()?.uid === DEMO_ACCOUNT.uid) return;
    auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password).catch((error: unknown) => setFailure(String(error)));
  }, [auth]);
  if (failure) return <p role="alert">{failure}</p>;
  return user ? children : null;
}

function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '/home', element: children }, { path: '*', element: null }], { initialEntries: ['/home'] }));
  return <RouterProvider router={router} />;
}

export const withRouter: Decorator = (Story) => (
  <InRouter>
    <Story />
  </InRouter>
);

export const withDemoUserAndRouter: Decorator = (Story) => (
  <SignedInAsDemo>
    <InRouter>
      <Story />
    </InRouter>
  </SignedInAsDemo>
);
