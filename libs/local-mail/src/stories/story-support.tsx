import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { BackendProvider, useBackend } from '@console/backend/react';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { isLanguageCode } from '@console/i18n';

/** The mailbox page at its route, full width like the real page. */
export const withMailboxRoute: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/local-mail']}>
    <Story />
  </MemoryRouter>
);

/** Sends one reset e-mail to the demo account (in the story's language) before the mailbox opens. */
export function WithOneMoreMessage({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (isLanguageCode(i18n.language)) auth.setLanguage(i18n.language);
    void auth.sendPasswordResetEmail(DEMO_ACCOUNT.email).finally(() => setReady(true));
  }, [auth, i18n]);
  return ready ? children : null;
}

/** The backend of a Firebase build, which has no outbox. */
export function WithoutOutbox({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [firebaseLike] = useState(() => ({ ...backend, outbox: undefined }));
  return <BackendProvider backend={firebaseLike}>{children}</BackendProvider>;
}
