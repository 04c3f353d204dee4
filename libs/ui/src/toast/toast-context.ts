import { createContext, useContext } from 'react';
import type { ToastApi } from './toast-types';

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows short notices; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
