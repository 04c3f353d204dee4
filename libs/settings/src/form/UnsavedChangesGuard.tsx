import { useUnsavedChangesBlocker, useUnsavedChangesWarning } from '@console/forms/guards';
import type { UseConfirmResult } from '@console/ui';

/** While the form holds unsaved changes, the browser and the app's own navigation both ask before leaving. */
export function UnsavedChangesGuard({ dirty, confirm }: { dirty: boolean; confirm: UseConfirmResult['confirm'] }) {
  useUnsavedChangesWarning(dirty);
  useUnsavedChangesBlocker(dirty, confirm);
  return null;
}
