import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isBackendError } from '@console/backend';
import { formatTime } from '@console/numbers';
import { ROUTES } from '@console/routes';
import { errorCode } from '../shared/error-code';
import { useErrorText } from '../shared/use-error-text';

/** When a refusal for too many attempts ends, if the backend said so (the local one does, Firebase does not). */
function retryAt(error: unknown): number | undefined {
  return isBackendError(error) && error.code === 'auth/too-many-requests' ? error.retryAt : undefined;
}

/**
 * Why the sign-in failed. An account locked after failed attempts is restored by a password reset, so
 * that message offers the way there at once (an account an administrator disabled is not). A lock
 * whose end is known says when to try again.
 */
export function SignInError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('auth');
  const errorText = useErrorText();
  const until = retryAt(error);
  if (until !== undefined) return <>{t('errors.tooManyRequestsUntil', { ns: 'common', time: formatTime(until, i18n.language) })}</>;
  if (errorCode(error) !== 'auth/account-locked') return <>{errorText(error)}</>;
  return (
    <span>
      {errorText(error)} <Link to={ROUTES.forgotPassword}>{t('login.resetPassword')}</Link>
    </span>
  );
}
