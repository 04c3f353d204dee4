import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { isLanguageCode } from '@console/i18n';
import { useBackend } from '@console/backend/react';

/**
 * For stories: asks the local backend for a real reset e-mail to the demo account and opens its link
 * (in the story's language, so the page does not switch the toolbar's language).
 */
export function FreshResetLink({ children }: { children: ReactNode }) {
  const { outbox, auth } = useBackend();
  const { i18n } = useTranslation();
  const [entry, setEntry] = useState<string | null>(null);

  useEffect(() => {
    if (!outbox) return undefined;
    const language = i18n.language;
    if (isLanguageCode(language)) auth.setLanguage(language);
    let stop: (() => void) | undefined;
    void auth.sendPasswordResetEmail(DEMO_ACCOUNT.email).then(() => {
      stop = outbox.watch(
        ([newest]) => {
          const url = newest ? new URL(newest.link) : null;
          if (url) setEntry(`/set-new-password${url.search}`);
        },
        () => undefined,
      );
    });
    return () => stop?.();
  }, [auth, outbox, i18n]);

  return entry ? (
    <MemoryRouter initialEntries={[entry]}>
      <div style={{ width: 'min(28rem, 100vw - 2rem)' }}>{children}</div>
    </MemoryRouter>
  ) : null;
}
