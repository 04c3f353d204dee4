import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { emailFromState } from './reset-request';
import { ROUTES } from '@console/routes';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './password-reset.module.css';

/** Step 4: the password is changed; the way on is signing in with it. */
export function PasswordResetSuccessScreen() {
  const { t } = useTranslation(['password-reset', 'common']);
  const { state } = useLocation();
  const email = emailFromState(state);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  return (
    <AuthScreen title={t('common:titles.forgotPassword')} icon={<Icon name="success" className={styles.successIcon} />}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('done.heading')}
      </h2>
      <p className={styles.lead}>{t('done.body')}</p>
      <div className={styles.actions}>
        {/* The address goes along so that the login page can fill it in. */}
        <Link className={styles.primaryLink} to={ROUTES.login} state={email ? { email } : undefined}>
          {t('done.signIn')}
        </Link>
      </div>
    </AuthScreen>
  );
}
