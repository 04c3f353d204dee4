import type { Decorator } from '@storybook/react-vite';
import { Formik } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useBackend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { useAuthUser } from '@console/session';
import { toSettingsValues } from '../form/settings-values';
import { settingsSchema } from '../form/settings-schema';
import { mapAccount } from '@console/account-data';

/** Signs the seeded demo user in, so that stories read Ana's live account document. */
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

/** A data router around the story (the unsaved-changes guard needs one), at /settings. */
function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '/settings', element: children }, { path: '*', element: null }], { initialEntries: ['/settings'] }));
  return <RouterProvider router={router} />;
}

export const withDemoUserAndRouter: Decorator = (Story) => (
  <SignedInAsDemo>
    <InRouter>
      <Story />
    </InRouter>
  </SignedInAsDemo>
);

export const withRouter: Decorator = (Story) => (
  <InRouter>
    <Story />
  </InRouter>
);

/** A settings form around a single field, with the demo's values, validating as the real form does. */
export const withSettingsForm: Decorator = (Story) => (
  <Formik
    initialValues={toSettingsValues(
      mapAccount({ profile: { name: 'Ana', language: 'mk' }, assistant: { name: 'Vesna', bubbleColor: '#0B5FFF' }, bank: { name: 'Demo Banka' } }),
    )}
    validationSchema={settingsSchema()}
    onSubmit={() => undefined}
  >
    <div style={{ width: 420 }}>
      <Story />
    </div>
  </Formik>
);
