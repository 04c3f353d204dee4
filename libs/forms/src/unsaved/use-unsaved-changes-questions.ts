import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '@console/ui';

export interface UnsavedChangesQuestions {
  /** Leaving the page (a link, the sidebar) with changes not saved. */
  leave: ConfirmOptions;
  /** Closing an editor or a dialog with changes not saved. */
  discard: ConfirmOptions;
}

/** The two questions every form asks about unsaved changes, in the same words everywhere (`common:unsaved`). */
export function useUnsavedChangesQuestions(): UnsavedChangesQuestions {
  const { t } = useTranslation('common');
  // The same objects while the language stays: callers keep them in callbacks' dependencies.
  return useMemo(() => {
    const message = t('unsaved.message');
    return {
      leave: { title: t('unsaved.leaveTitle'), message, confirmLabel: t('unsaved.leave'), cancelLabel: t('unsaved.stay'), variant: 'danger' },
      discard: { title: t('unsaved.discardTitle'), message, confirmLabel: t('unsaved.discard'), cancelLabel: t('unsaved.keepEditing'), variant: 'danger' },
    };
  }, [t]);
}
