import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx';
import { focusableElements, wrapTabFocus } from '../lib/focusable';
import { IconButton } from '../button/IconButton';
import { Icon } from '../icon/Icon';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close: by Escape, the close button or a click on the backdrop (when dismissible). */
  onClose: () => void;
  title: ReactNode;
  /** A sentence, or a block such as a list (then it is wrapped in a `div`, as a `p` cannot hold it). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** False keeps the dialog open on Escape and backdrop clicks and hides the close button. */
  dismissible?: boolean;
  /** Receives focus on opening; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** "alertdialog" for a question that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  role = 'dialog',
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // Chosen explicitly: browsers differ in what showModal() focuses by itself.
    const candidates = focusableElements(dialog);
    const firstInContent = candidates.find((element) => !element.hasAttribute('data-dialog-close'));
    (initialFocusRef?.current ?? firstInContent ?? candidates[0] ?? dialog).focus();

    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog && latest.current.dismissible) latest.current.onClose();
    };
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('click', onBackdropClick);
      if (dialog.open) dialog.close();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  const requestClose = () => {
    if (dismissible) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the browser does not close the dialog behind React's back.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (dialogRef.current) wrapTabFocus(dialogRef.current, event);
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.dialog, size !== 'md' && styles[size], className)}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible && (
              <IconButton
                label={t('actions.close')}
                icon={<Icon name="close" />}
                size="sm"
                className={styles.close}
                data-dialog-close=""
                onClick={onClose}
              />
            )}
          </div>
          {description &&
            (typeof description === 'string' ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : (
              <div id={descriptionId} className={styles.description}>
                {description}
              </div>
            ))}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
