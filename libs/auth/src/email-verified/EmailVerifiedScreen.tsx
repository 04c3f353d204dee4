import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthUser, useSignOut } from '@console/session';
import { Spinner } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { useActionCode } from '../shared/use-action-code';
import { useErrorText } from '../shared/use-error-text';
import { RESEND_COOLDOWN_SECONDS, useResendVerification } from './use-resend-verification';
import { useVerificationLink } from './use-verification-link';
import { useVerifiedWatch } from './use-verified-watch';
import { VerificationPending } from './VerificationPending';
import { ROUTES } from '@console/routes';
import { useBackend } from '@console/backend/react';

/** Navigation state the registration form leaves, so that the first resend waits for the cooldown. */
export interface EmailVerifiedNavigationState {
  verificationJustSent?: boolean;
}

/**
 * Where an unverified user waits: it applies a verification link it was opened with, notices a
 * verification done in another tab, resends the link and lets the user switch accounts.
 */
export function EmailVerifiedScreen() {
  const { t } = useTranslation('auth');
  const { auth } = useBackend();
  const user = useAuthUser();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const signOut = useSignOut();
  const justSent = Boolean((useLocation().state as EmailVerifiedNavigationState | null)?.verificationJustSent);
  const action = useActionCode();
  const oobCode = action.mode === 'verifyEmail' ? action.oobCode : null;

  const goOn = useCallback(() => void navigate(ROUTES.verificationSuccessful, { replace: true }), [navigate]);
  const link = useVerificationLink(auth, oobCode, goOn);
  useVerifiedWatch(auth, Boolean(user) && link.status !== 'applying', goOn);
  const resend = useResendVerification(auth, justSent);
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return <Navigate to={ROUTES.login} replace />;
  if (user.emailVerified && link.status !== 'applying') return <Navigate to={ROUTES.verificationSuccessful} replace />;

  if (link.status === 'applying') {
    return (
      <AuthScreen title={t('titles.verifyEmail', { ns: 'common' })}>
        <Spinner label={t('emailVerified.verifying')} size="2rem" />
      </AuthScreen>
    );
  }

  const switchAccount = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
    await navigate(ROUTES.login, { replace: true });
  };

  const sentAnnouncement = `${t('emailVerified.resent', { email: user.email })} ${t('emailVerified.cooldown', { count: RESEND_COOLDOWN_SECONDS })}`;
  const announcement = resend.remaining > 0 ? (resend.sentCount > 0 ? sentAnnouncement : '') : resend.sentCount > 0 || justSent ? t('emailVerified.resendReady') : '';
  // A new link supersedes the failed one, so its message goes once another was sent.
  const linkError = link.status === 'failed' && resend.sentCount === 0 ? errorText(link.error) : undefined;

  return (
    <VerificationPending
      email={user.email}
      linkError={linkError}
      resendError={resend.error ? errorText(resend.error) : undefined}
      sending={resend.sending}
      cooldown={resend.remaining}
      announcement={announcement}
      signingOut={signingOut}
      onResend={() => void resend.resend()}
      onUseAnotherAccount={() => void switchAccount()}
    />
  );
}
