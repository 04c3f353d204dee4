import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@console/ui';

export interface ProductEmptyStateProps {
  /** True when search or filters hide products that exist. */
  filtering: boolean;
  onClearFilters: () => void;
  addLabel: string;
  onAdd: () => void;
}

/** "No data available!" — with the way out that fits: clear the filters, or add the first product. */
export function ProductEmptyState({ filtering, onClearFilters, addLabel, onAdd }: ProductEmptyStateProps) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      title={t('errors.noData', { ns: 'common' })}
      hint={filtering ? t('list.emptyFiltered') : t('list.emptyFirst')}
      action={
        filtering ? (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            {t('toolbar.clearFilters')}
          </Button>
        ) : (
          <Button size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    />
  );
}
