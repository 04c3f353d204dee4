import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;

export interface UseConfirmResult {
  /** Opens the dialog; resolves true on confirm and false on cancel. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the component that calls `confirm`. */
  confirmDialog: ReactElement | null;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Asks a yes/no question in line: `if (await confirm({ title })) { … }`. */
export function useConfirm(): UseConfirmResult {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as cancelled.
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // A caller awaiting an answer must not hang when its component goes away.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirmDialog = pending ? (
    <ConfirmDialog {...pending.options} open onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null;

  return { confirm, confirmDialog };
}
