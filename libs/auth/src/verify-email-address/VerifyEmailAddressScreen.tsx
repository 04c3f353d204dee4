import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthScreen } from '../shared/AuthScreen';
import { MailIcon } from '../email-verified/MailIcon';
import { ROUTES } from '@console/routes';

/** For a signed-out visitor: the verification link was sent and must be opened; then sign in. */
export function VerifyEmailAddressScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen
      icon={<MailIcon />}
      title={t('titles.verifyEmail', { ns: 'common' })}
      lead={t('verifyEmailAddress.body')}
      footer={<Link to={ROUTES.login}>{t('verifyEmailAddress.signIn')}</Link>}
    >
      <p>{t('verifyEmailAddress.hint')}</p>
    </AuthScreen>
  );
}
