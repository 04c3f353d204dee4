import { useTranslation } from 'react-i18next';
import { taggedText } from '@console/i18n';
import { Link, useLocation } from 'react-router-dom';
import { AuthScreen } from '../shared/AuthScreen';
import { EmailAddress } from './EmailAddress';
import { ResendLink } from './ResendLink';
import { currentResetRequest } from './reset-request';
import { ROUTES } from '@console/routes';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './password-reset.module.css';

/**
 * Step 2: the same answer whether or not the address has an account (no e-mail enumeration), with a
 * resend and the ways back. The address comes from the router state, or after a reload from this tab's memory.
 */
export function CheckYourEmailScreen() {
  const { t } = useTranslation(['password-reset', 'common']);
  const { state } = useLocation();
  const request = currentResetRequest(state);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  return (
    <AuthScreen
      title={t('common:titles.forgotPassword')}
      footer={
        <ul className={styles.links}>
          <li>
            <Link to={ROUTES.forgotPassword} state={request ? { email: request.email } : undefined}>
              {t('check.otherAddress')}
            </Link>
          </li>
          <li>
            <Link to={ROUTES.login}>{t('check.backToSignIn')}</Link>
          </li>
        </ul>
      }
    >
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('check.heading')}
      </h2>
      <p className={styles.lead}>
        {request ? (
          taggedText(t('check.sent'), { email: <EmailAddress email={request.email} /> })
        ) : (
          t('check.sentNoAddress')
        )}
      </p>
      <p className={styles.muted}>{t('check.validity')}</p>
      {request && <ResendLink request={request} />}
    </AuthScreen>
  );
}
