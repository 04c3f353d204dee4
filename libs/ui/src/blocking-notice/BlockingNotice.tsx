import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveWarning, type LeaveReason } from '@console/leave-warning';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { Spinner } from '../spinner/Spinner';
import styles from './BlockingNotice.module.css';

export interface BlockingNoticeProps {
  /** While true the page is covered, keyboard focus stays on the notice and leaving the page asks first. */
  active: boolean;
  /** Heading; defaults to the translated "Saving…". */
  title?: string;
  /** Defaults to the translated "Do not close or refresh this page." */
  message?: string;
  /** 0–100 when known (an import, an upload); shows a progress bar. */
  progress?: number;
  /** What leaving now would interrupt; the language selector and the browser ask first while active. */
  leaveReason?: Extract<LeaveReason, 'saving' | 'importing'>;
}

/** The full-screen "Saving… do not close or refresh this page" cover for saves and imports. */
export function BlockingNotice({ active, title, message, progress, leaveReason = 'saving' }: BlockingNoticeProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const keepOpen = useRef(false);
  useLeaveWarning(active, leaveReason);

  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return undefined;
    const previouslyFocused = document.activeElement;
    // A modal <dialog> makes the page behind inert, which keeps focus (and clicks) on the notice.
    if (!dialog.open) dialog.showModal();
    keepOpen.current = true;
    dialog.focus();
    return () => {
      keepOpen.current = false;
      if (dialog.open) dialog.close();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [active]);

  // Browsers may still close a modal dialog on a repeated Escape; it reopens while the work goes on.
  const onClose = () => {
    const dialog = ref.current;
    if (keepOpen.current && dialog && !dialog.open) {
      dialog.showModal();
      dialog.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') event.preventDefault();
  };

  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-busy={active}
      tabIndex={-1}
      className={styles.notice}
      onCancel={(event) => event.preventDefault()}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      {active && (
        <div className={styles.content}>
          <Spinner decorative size="2rem" className={styles.spinner} />
          <h2 id={titleId} className={styles.title}>
            {title ?? t('blockingNotice.title')}
          </h2>
          <p id={messageId} className={styles.message}>
            {message ?? t('blockingNotice.message')}
          </p>
          {percent !== undefined && (
            <>
              <ProgressBar label={t('blockingNotice.progress')} value={percent} />
              <span className={styles.percent} aria-hidden="true">
                {t('blockingNotice.percent', { percent })}
              </span>
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
