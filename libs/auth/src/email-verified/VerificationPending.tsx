import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { taggedText } from '@console/i18n';
import { Button, Callout, Icon } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { MailIcon } from './MailIcon';
import styles from './VerificationPending.module.css';

export interface VerificationPendingProps {
  email: string;
  /** Translated reason the opened link did not work (expired, invalid). */
  linkError?: string;
  /** Translated reason the last resend failed. */
  resendError?: string;
  sending?: boolean;
  /** Seconds before another link may be asked for; 0 when it may be now. */
  cooldown?: number;
  /** Polite announcement of the last resend and of the end of the wait. */
  announcement?: string;
  signingOut?: boolean;
  onResend: () => void;
  onUseAnotherAccount: () => void;
}

/** Asks the signed-in user to open the verification link, and offers another link or another account. */
export function VerificationPending({
  email,
  linkError,
  resendError,
  sending = false,
  cooldown = 0,
  announcement,
  signingOut = false,
  onResend,
  onUseAnotherAccount,
}: VerificationPendingProps) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const waiting = cooldown > 0;
  const error = linkError ?? resendError;
  return (
    <AuthScreen
      icon={<MailIcon />}
      title={t('titles.verifyEmail', { ns: 'common' })}
      footer={
        <Button variant="ghost" loading={signingOut} onClick={onUseAnotherAccount}>
          {t('emailVerified.useAnotherAccount')}
        </Button>
      }
    >
      <div role="alert" className={styles['alertRegion']}>
        {error && (
          <Callout tone="danger" as="p" accent className={styles['error']}>
            <Icon name="alert" className={styles['errorIcon']} />
            <span>{error}</span>
          </Callout>
        )}
      </div>
      <div className={styles['body']}>
        <p>
          {taggedText(t('emailVerified.sent', { email }), { strong: <strong className={styles['email']} /> })}
        </p>
        <p className={styles['muted']}>{t('emailVerified.instructions')}</p>
        <p className={styles['muted']}>{t('emailVerified.watching')}</p>
      </div>
      <div className={styles['resend']}>
        <Button
          variant={error ? 'primary' : 'secondary'}
          fullWidth
          loading={sending}
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? hintId : undefined}
          onClick={() => {
            if (!waiting) onResend();
          }}
        >
          {t('emailVerified.resend')}
        </Button>
        {waiting && (
          <p id={hintId} className={styles['hint']}>
            {t('emailVerified.cooldown', { count: cooldown })}
          </p>
        )}
        <p role="status" className={styles['announcement']}>
          {announcement}
        </p>
      </div>
    </AuthScreen>
  );
}
