import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taggedText } from '@console/i18n';
import { errorMessageKey, type ErrorMessageKey } from '@console/backend';
import { Button, Callout, cx, VisuallyHidden } from '@console/ui';
import { EmailAddress } from './EmailAddress';
import type { ResetRequest } from './reset-request';
import { cooldownAnnouncementStep, useResendCooldown } from './use-resend-cooldown';
import { useSendResetEmail } from './use-send-reset-email';
import styles from './password-reset.module.css';

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; errorKey: ErrorMessageKey } | null;

/**
 * "Send the link again", held back for 30 seconds after each send. The wait is shown every second and
 * announced politely in steps of ten; the outcome of a resend is announced too.
 */
export function ResendLink({ request }: { request: ResetRequest }) {
  const { t } = useTranslation(['password-reset', 'common']);
  const send = useSendResetEmail();
  const [lastSentAt, setLastSentAt] = useState(request.sentAt);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const seconds = useResendCooldown(lastSentAt);
  const waiting = seconds > 0;

  const resend = async () => {
    if (waiting || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const next = await send(request.email);
      setLastSentAt(next.sentAt);
      setOutcome({ kind: 'sent', email: next.email });
    } catch (error) {
      setOutcome({ kind: 'failed', errorKey: errorMessageKey(error) });
    } finally {
      setSending(false);
    }
  };

  const step = cooldownAnnouncementStep(seconds);
  return (
    <>
      <div role="status">
        {outcome?.kind === 'sent' && (
          <Callout tone="success" as="p" className={styles.confirmation}>
            {taggedText(t('check.resent'), { email: <EmailAddress email={outcome.email} /> })}
          </Callout>
        )}
      </div>
      <div role="alert">{outcome?.kind === 'failed' && (
          <Callout tone="danger" as="p" className={styles.notice}>
            {t(outcome.errorKey, { ns: 'common' })}
          </Callout>
        )}</div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={cx(waiting && styles.waiting)}
          aria-disabled={waiting || undefined}
          loading={sending}
          onClick={() => void resend()}
        >
          {t('check.resend')}
        </Button>
        {waiting && (
          <span className={styles.countdown} aria-hidden="true">
            {t('check.resendAvailableIn', { seconds })}
          </span>
        )}
      </div>
      <VisuallyHidden aria-live="polite">{waiting ? t('check.cooldown', { count: step }) : t('check.resendReady')}</VisuallyHidden>
    </>
  );
}
