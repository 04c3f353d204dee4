import { useTranslation } from 'react-i18next';
import type { ProductKind } from '@console/data-paths';
import { CARD_BRAND_IDS, CARD_BRANDS, CARD_TYPES, DEPOSIT_TYPES, INTEREST_FREQUENCIES, LOAN_CATEGORIES } from '@console/products-data';
import { Button, SelectField, TextField } from '@console/ui';
import type { ProductFilters } from '../filters/product-filters';
import styles from './ProductToolbar.module.css';

export interface ProductToolbarProps {
  kind: ProductKind;
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>) => void;
  filtering: boolean;
  onClear: () => void;
}

/** Search by name and the filters that fit the kind. */
export function ProductToolbar({ kind, filters, onChange, filtering, onClear }: ProductToolbarProps) {
  const { t } = useTranslation('products');
  const select = (key: keyof ProductFilters, label: string, all: string, options: { value: string; label: string }[]) => (
    <SelectField label={label} value={filters[key]} onChange={(event) => onChange({ [key]: event.target.value })} options={[{ value: '', label: all }, ...options]} fieldClassName={styles.filter} />
  );
  return (
    <div role="search" className={styles.toolbar} aria-label={t('toolbar.label')}>
      <TextField type="search" label={t('toolbar.search')} value={filters.search} onChange={(event) => onChange({ search: event.target.value })} fieldClassName={styles.search} autoComplete="off" />
      {kind === 'cards' && (
        <>
          {select('cardType', t('fields.card.type'), t('toolbar.allTypes'), CARD_TYPES.map((value) => ({ value, label: t(`options.cardType.${value}`) })))}
          {select('brand', t('fields.card.brand'), t('toolbar.allBrands'), CARD_BRAND_IDS.map((value) => ({ value, label: CARD_BRANDS[value] })))}
        </>
      )}
      {kind === 'loans' && select('loanCategory', t('fields.loan.category'), t('toolbar.allTypes'), LOAN_CATEGORIES.map((value) => ({ value, label: t(`options.loanCategory.${value}`) })))}
      {kind === 'deposits' && (
        <>
          {select('depositType', t('fields.deposit.type'), t('toolbar.allTypes'), DEPOSIT_TYPES.map((value) => ({ value, label: t(`options.depositType.${value}`) })))}
          {select('frequency', t('fields.deposit.frequency'), t('toolbar.allFrequencies'), INTEREST_FREQUENCIES.map((value) => ({ value, label: t(`options.frequency.${value}`) })))}
        </>
      )}
      {filtering && (
        <Button variant="ghost" size="md" className={styles.clear} onClick={onClear}>
          {t('toolbar.clearFilters')}
        </Button>
      )}
    </div>
  );
}
