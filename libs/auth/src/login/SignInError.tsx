import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorCode } from '../shared/error-code';
import { useErrorText } from '../shared/use-error-text';
import { ROUTES } from '@console/routes';

/**
 * Why the sign-in failed. An account locked after failed attempts is restored by a password reset, so
 * that message offers the way there at once (an account an administrator disabled is not).
 */
export function SignInError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  if (errorCode(error) !== 'auth/account-locked') return <>{errorText(error)}</>;
  return (
    <span>
      {errorText(error)} <Link to={ROUTES.forgotPassword}>{t('login.resetPassword')}</Link>
    </span>
  );
}
