import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@console/forms';
import { CURRENCIES } from '@console/products-data';

export function CurrencyField() {
  const { t } = useTranslation('products');
  return <FormSelectField name="fields.currency" label={t('fields.currency')} required options={CURRENCIES.map((code) => ({ value: code, label: code }))} />;
}
