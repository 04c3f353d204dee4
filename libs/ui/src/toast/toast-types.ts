import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Bold first line above the message. */
  title?: ReactNode;
  /** Milliseconds before it goes by itself; `null` keeps it until dismissed. */
  duration?: number | null;
}

export interface ToastData extends ToastOptions {
  id: string;
  kind: ToastKind;
  message: ReactNode;
}

export interface ToastApi {
  success: (message: ReactNode, options?: ToastOptions) => string;
  error: (message: ReactNode, options?: ToastOptions) => string;
  info: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Errors stay longer: they are often longer and matter more. */
export const DEFAULT_TOAST_DURATION: Record<ToastKind, number> = {
  success: 5000,
  info: 5000,
  error: 8000,
};
