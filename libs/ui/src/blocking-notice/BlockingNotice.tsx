import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLeaveWarning, type LeaveReason } from '@console/leave-warning';
import { BlockingNoticeBody } from './BlockingNoticeBody';
import styles from './BlockingNotice.module.css';

/** How long a save may take before the notice offers a way out (a save normally takes well under a second). */
const STALLED_AFTER_MS = 8000;

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
  /** After this long, or at once when the browser is offline, the notice says so and can be closed. */
  stalledAfterMs?: number;
}

/**
 * The full-screen "Saving… do not close or refresh this page" cover for saves and imports. When the
 * work looks stuck (no network, or simply long) it says that nothing is lost and lets the person close
 * it and keep working; the work goes on, and so does the warning before leaving the page.
 */
export function BlockingNotice({ active, title, message, progress, leaveReason = 'saving', stalledAfterMs = STALLED_AFTER_MS }: BlockingNoticeProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const keepOpen = useRef(false);
  const previouslyFocused = useRef<Element | null>(null);
  useLeaveWarning(active, leaveReason);

  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return undefined;
    previouslyFocused.current = document.activeElement;
    // A modal <dialog> makes the page behind inert, which keeps focus (and clicks) on the notice.
    if (!dialog.open) dialog.showModal();
    keepOpen.current = true;
    dialog.focus();
    return () => {
      keepOpen.current = false;
      if (dialog.open) dialog.close();
      restoreFocus(previouslyFocused.current);
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

  const dismiss = () => {
    keepOpen.current = false;
    ref.current?.close();
    restoreFocus(previouslyFocused.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') event.preventDefault();
  };

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
        <BlockingNoticeBody
          titleId={titleId}
          messageId={messageId}
          title={title}
          message={message}
          progress={progress}
          stalledAfterMs={stalledAfterMs}
          onDismiss={dismiss}
        />
      )}
    </dialog>
  );
}

function restoreFocus(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}
