import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@console/ui';

/** Why there is no question to show, with a way back to every question when filters caused it. */
export function FaqEmptyState({ filtering, onClearFilters }: { filtering: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('faq');
  return (
    <EmptyState
      title={filtering ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
      {...(filtering && {
        hint: t('list.emptyHint'),
        action: (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </Button>
        ),
      })}
    />
  );
}
