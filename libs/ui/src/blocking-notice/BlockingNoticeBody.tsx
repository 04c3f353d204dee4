import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { Spinner } from '../spinner/Spinner';
import { useStalled } from './use-stalled';
import styles from './BlockingNotice.module.css';

export interface BlockingNoticeBodyProps {
  titleId: string;
  messageId: string;
  title: string | undefined;
  message: string | undefined;
  progress: number | undefined;
  stalledAfterMs: number;
  onDismiss: () => void;
}

/**
 * What the notice says while the work runs. Mounted only while active, so each save starts with the
 * plain "Saving…" and no stall.
 */
export function BlockingNoticeBody({ titleId, messageId, title, message, progress, stalledAfterMs, onDismiss }: BlockingNoticeBodyProps) {
  const { t } = useTranslation('ui');
  const stall = useStalled(stalledAfterMs);
  const dismissRef = useRef<HTMLButtonElement>(null);

  // Moving focus to the way out also makes screen readers announce that the notice changed.
  useEffect(() => {
    if (stall) dismissRef.current?.focus();
  }, [stall]);

  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <div className={styles.content}>
      <Spinner decorative size="2rem" className={styles.spinner} />
      <h2 id={titleId} className={styles.title}>
        {stall ? t(stall === 'offline' ? 'blockingNotice.offlineTitle' : 'blockingNotice.slowTitle') : (title ?? t('blockingNotice.title'))}
      </h2>
      <p id={messageId} className={styles.message}>
        {stall ? t('blockingNotice.stalledMessage') : (message ?? t('blockingNotice.message'))}
      </p>
      {percent !== undefined && (
        <>
          <ProgressBar label={t('blockingNotice.progress')} value={percent} />
          <span className={styles.percent} aria-hidden="true">
            {t('blockingNotice.percent', { percent })}
          </span>
        </>
      )}
      {stall && (
        <Button ref={dismissRef} variant="secondary" onClick={onDismiss}>
          {t('blockingNotice.keepWorking')}
        </Button>
      )}
    </div>
  );
}
