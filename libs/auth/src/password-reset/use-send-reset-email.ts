import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@console/i18n';
import { rememberResetRequest, type ResetRequest } from './reset-request';
import { useBackend } from '@console/backend/react';

/**
 * Sends the reset e-mail in the interface language and remembers the request for /check-your-email.
 * With e-mail enumeration protection the provider answers the same for unknown addresses.
 */
export function useSendResetEmail(): (email: string) => Promise<ResetRequest> {
  const { auth } = useBackend();
  const { i18n } = useTranslation();
  return useCallback(
    async (email: string) => {
      const language = i18n.resolvedLanguage ?? i18n.language;
      if (isLanguageCode(language)) auth.setLanguage(language);
      await auth.sendPasswordResetEmail(email);
      const request: ResetRequest = { email, sentAt: Date.now() };
      rememberResetRequest(request);
      return request;
    },
    [auth, i18n],
  );
}
