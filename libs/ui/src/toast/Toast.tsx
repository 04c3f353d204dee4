import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx';
import { IconButton } from '../button/IconButton';
import { Icon } from '../icon/Icon';
import type { IconName } from '@console/icons';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { DEFAULT_TOAST_DURATION, type ToastData, type ToastKind } from './toast-types';
import { usePausableTimeout } from './use-pausable-timeout';
import styles from './Toast.module.css';

const icons: Record<ToastKind, IconName> = { success: 'success', error: 'alert', info: 'info' };

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
}

/** One notice. It waits while the pointer is over it or focus is inside, so it can be read and reached. */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const duration = toast.duration === undefined ? DEFAULT_TOAST_DURATION[toast.kind] : toast.duration;
  usePausableTimeout(duration, hovered || focused, () => onDismiss(toast.id));

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // Hover and focus only pause the timer; the toast itself is not a control.
    <div
      className={cx(styles.toast, styles[toast.kind])}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Icon name={icons[toast.kind]} className={styles.icon} />
      <div className={styles.body}>
        {toast.title ? (
          <span className={styles.title}>
            <VisuallyHidden>{t(`toast.kind.${toast.kind}`)}: </VisuallyHidden>
            {toast.title}
          </span>
        ) : (
          <VisuallyHidden>{t(`toast.kind.${toast.kind}`)}: </VisuallyHidden>
        )}
        <span className={styles.message}>{toast.message}</span>
      </div>
      <IconButton size="sm" label={t('toast.dismiss')} icon={<Icon name="close" />} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
