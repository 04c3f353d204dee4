import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessageKey, isBackendError } from '@console/backend';
import { Spinner } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { useActionCode } from '../shared/use-action-code';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetLinkProblem } from './ResetLinkProblem';
import { useLinkLanguage } from './use-link-language';
import { useResetCode } from './use-reset-code';
import styles from './password-reset.module.css';

/** Step 3, opened from the e-mail's link `?mode=resetPassword&oobCode=…&lang=…`. */
export function SetNewPasswordScreen() {
  const { t } = useTranslation(['password-reset', 'common']);
  const [params] = useSearchParams();
  useLinkLanguage(params.get('lang'));
  const { oobCode } = useActionCode();

  return (
    <AuthScreen title={t('common:titles.forgotPassword')}>
      {oobCode ? <ResetCodeStep key={oobCode} oobCode={oobCode} /> : <ResetLinkProblem message={t('set.missingCode')} />}
    </AuthScreen>
  );
}

function ResetCodeStep({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation(['password-reset', 'common']);
  const code = useResetCode(oobCode);

  if (code.isPending) {
    return (
      <p className={styles.checking}>
        <Spinner label={t('set.checking')} />
        <span aria-hidden="true">{t('set.checking')}</span>
      </p>
    );
  }
  if (code.isError) {
    const retryable = isBackendError(code.error) && (code.error.code === 'auth/network-request-failed' || code.error.code === 'unavailable');
    return <ResetLinkProblem message={t(`common:${errorMessageKey(code.error)}`)} onRetry={retryable ? () => void code.refetch() : undefined} />;
  }
  return (
    <>
      <h2 className={styles.stepTitle}>{t('set.heading')}</h2>
      <NewPasswordForm oobCode={oobCode} email={code.data} />
    </>
  );
}
