import { useTranslation } from 'react-i18next';
import { useUnsavedChangesBlocker, useUnsavedChangesWarning } from '@console/forms';
import type { UseConfirmResult } from '@console/ui';

/** While the form holds unsaved changes, the browser and the app's own navigation both ask before leaving. */
export function UnsavedChangesGuard({ dirty, confirm }: { dirty: boolean; confirm: UseConfirmResult['confirm'] }) {
  const { t } = useTranslation('settings');
  useUnsavedChangesWarning(dirty);
  useUnsavedChangesBlocker(dirty, confirm, { title: t('unsaved.title'), message: t('unsaved.message'), confirmLabel: t('unsaved.leave'), cancelLabel: t('unsaved.stay') });
  return null;
}
