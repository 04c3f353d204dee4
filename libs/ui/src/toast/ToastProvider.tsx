import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from './Toast';
import { ToastContext } from './toast-context';
import type { ToastApi, ToastData, ToastKind, ToastOptions } from './toast-types';
import styles from './ToastProvider.module.css';

export interface ToastProviderProps {
  children: ReactNode;
  /** Older notices beyond this number are dropped. */
  limit?: number;
}

export function ToastProvider({ children, limit = 4 }: ToastProviderProps) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: ReactNode, options: ToastOptions = {}) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => [...current, { id, kind, message, ...options }].slice(-limit));
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  const render = (list: ToastData[]) => list.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={t('toast.region')} className={styles.viewport}>
        {/* Both live regions exist from the start: screen readers ignore regions added together with their text. */}
        <div role="status" aria-live="polite" className={styles.region}>
          {render(toasts.filter((toast) => toast.kind !== 'error'))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.region}>
          {render(toasts.filter((toast) => toast.kind === 'error'))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
