import { useTranslation } from 'react-i18next';
import type { ProductKind } from '@console/data-paths';
import { Button, EmptyState } from '@console/ui';

export interface ProductEmptyStateProps {
  kind: ProductKind;
  /** True when search or filters hide products that exist. */
  filtering: boolean;
  onClearFilters: () => void;
  addLabel: string;
  onAdd: () => void;
}

/** Why the list is empty — nothing matches, or nothing added yet — with the way out that fits: clear the filters, or add the first product. */
export function ProductEmptyState({ kind, filtering, onClearFilters, addLabel, onAdd }: ProductEmptyStateProps) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      title={filtering ? t('list.emptyFilteredTitle') : t(`list.emptyTitle.${kind}`)}
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
