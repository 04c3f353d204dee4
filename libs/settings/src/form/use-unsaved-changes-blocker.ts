import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import type { UseConfirmResult } from '@console/ui';

/** In-app navigation away from unsaved settings asks first (the browser asks for reloads and closes). */
export function useUnsavedChangesBlocker(dirty: boolean, confirm: UseConfirmResult['confirm']): void {
  const { t } = useTranslation('settings');
  // Moving between the page's own sections (#personal, #bank) is not leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({
      title: t('unsaved.title'),
      message: t('unsaved.message'),
      confirmLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
      variant: 'danger',
    }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker, confirm, t]);
}
