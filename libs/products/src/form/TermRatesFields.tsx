import { useTranslation } from 'react-i18next';
import { DEPOSIT_TERMS_MONTHS } from '@console/products-data';
import { NumberField } from './NumberField';
import styles from './ProductForm.module.css';

/** A deposit's yearly rate for each term it offers ("3 months", "12 months", …); terms left empty are not offered. */
export function TermRatesFields() {
  const { t } = useTranslation('products');
  return (
    <fieldset className={styles.subFieldset}>
      <legend className={styles.subLegend}>{t('fields.deposit.termRates')}</legend>
      <p className={styles.hint}>{t('fields.deposit.termRatesHint')}</p>
      <div className={styles.columns3}>
        {DEPOSIT_TERMS_MONTHS.map((months) => (
          <NumberField key={months} name={`fields.termRates.${months}`} label={t('months', { ns: 'product-figures', count: Number(months) })} kind="interest-rate" />
        ))}
      </div>
    </fieldset>
  );
}
