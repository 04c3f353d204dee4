import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextAreaField, FormTextField } from '@console/forms';
import { CARD_BRAND_IDS, CARD_BRANDS, CARD_TYPES } from '@console/products-data';
import { CurrencyField } from './CurrencyField';
import { NumberField } from './NumberField';
import { ProductFieldset } from './ProductFieldset';
import type { LanguageTextsProps } from './language-texts-props';

export function CardFieldsets() {
  const { t } = useTranslation('products');
  return (
    <>
      <ProductFieldset legend={t('form.legends.general')}>
        <FormSelectField name="fields.type" label={t('fields.card.type')} required placeholder={t('options.choose')} options={CARD_TYPES.map((value) => ({ value, label: t(`options.cardType.${value}`) }))} />
        <FormSelectField name="fields.brand" label={t('fields.card.brand')} required placeholder={t('options.choose')} options={CARD_BRAND_IDS.map((value) => ({ value, label: CARD_BRANDS[value] }))} />
        <CurrencyField />
        <FormTextField name="fields.url" type="url" inputMode="url" label={t('fields.url')} hint={t('fields.urlHint')} />
        <FormTextField name="fields.destinationEmail" type="email" label={t('fields.destinationEmail')} hint={t('fields.destinationEmailHint')} />
      </ProductFieldset>
      <ProductFieldset legend={t('form.legends.conditions')}>
        <NumberField name="fields.price" label={t('fields.card.price')} />
        <NumberField name="fields.minMonthlyPayment" label={t('fields.card.minMonthlyPayment')} />
        <NumberField name="fields.maxCreditLimit" label={t('fields.card.maxCreditLimit')} />
        <NumberField name="fields.overdraftLimit" label={t('fields.card.overdraftLimit')} />
        <NumberField name="fields.maxInstallments" label={t('fields.card.maxInstallments')} kind="count" />
        <NumberField name="fields.gracePeriodDays" label={t('fields.card.gracePeriodDays')} kind="count" />
      </ProductFieldset>
    </>
  );
}

export function CardTextFields({ locale }: LanguageTextsProps) {
  const { t } = useTranslation('products');
  return (
    <>
      <FormTextField name={`texts.${locale}.name`} lang={locale} label={t('fields.card.name')} required autoComplete="off" />
      <FormTextField name={`texts.${locale}.bankName`} lang={locale} label={t('fields.card.bankName')} autoComplete="organization" />
      <FormTextAreaField name={`texts.${locale}.highlights`} lang={locale} label={t('fields.card.highlights')} rows={3} />
    </>
  );
}
