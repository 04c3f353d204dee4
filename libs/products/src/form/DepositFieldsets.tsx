import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelectField, FormTextAreaField, FormTextField } from '@console/forms';
import { ACCOUNT_OWNERSHIPS, DEPOSIT_TYPES, INTEREST_FREQUENCIES } from '@console/products-data';
import { CurrencyField } from './CurrencyField';
import { NumberField } from './NumberField';
import { OfferTermsFields } from './OfferTermsFields';
import { TermRatesFields } from './TermRatesFields';
import { ProductFieldset } from './ProductFieldset';
import type { LanguageTextsProps } from './language-texts-props';
import styles from './ProductForm.module.css';

function DepositRateFields({ name, legend }: { name: 'fields.fixedRate' | 'fields.variableRate'; legend: string }) {
  const { t } = useTranslation('products');
  return (
    <fieldset className={styles.subFieldset}>
      <legend className={styles.subLegend}>{legend}</legend>
      <div className={styles.columns3}>
        <NumberField name={`${name}.yearlyRate`} label={t('fields.deposit.yearlyRate')} kind="interest-rate" />
        <NumberField name={`${name}.base`} label={t('fields.deposit.base')} kind="interest-rate" />
        <NumberField name={`${name}.minimum`} label={t('fields.deposit.minimum')} kind="interest-rate" />
        <NumberField name={`${name}.demand`} label={t('fields.deposit.demand')} kind="interest-rate" />
        <NumberField name={`${name}.periodMonths`} label={t('fields.deposit.periodMonths')} kind="count" />
        <NumberField name={`${name}.validityMonths`} label={t('fields.deposit.validityMonths')} kind="count" />
      </div>
    </fieldset>
  );
}

export function DepositFieldsets() {
  const { t } = useTranslation('products');
  const none = { value: '', label: t('options.none') };
  return (
    <>
      <ProductFieldset legend={t('form.legends.general')}>
        <FormSelectField name="fields.type" label={t('fields.deposit.type')} required placeholder={t('options.choose')} options={DEPOSIT_TYPES.map((value) => ({ value, label: t(`options.depositType.${value}`) }))} />
        <CurrencyField />
        <OfferTermsFields />
        <FormSelectField name="fields.frequency" label={t('fields.deposit.frequency')} options={[none, ...INTEREST_FREQUENCIES.map((value) => ({ value, label: t(`options.frequency.${value}`) }))]} />
        <FormSelectField name="fields.ownership" label={t('fields.deposit.ownership')} options={[none, ...ACCOUNT_OWNERSHIPS.map((value) => ({ value, label: t(`options.ownership.${value}`) }))]} />
        <FormTextField name="fields.url" type="url" inputMode="url" label={t('fields.url')} hint={t('fields.urlHint')} />
        <FormTextField name="fields.destinationEmail" type="email" label={t('fields.destinationEmail')} hint={t('fields.destinationEmailHint')} />
      </ProductFieldset>
      <ProductFieldset legend={t('form.legends.conditions')} columns={1}>
        <NumberField name="fields.minAmount" label={t('fields.deposit.minAmount')} />
        <FormCheckbox name="fields.partialWithdrawal" label={t('fields.deposit.partialWithdrawal')} />
        <FormCheckbox name="fields.earlyTermination" label={t('fields.deposit.earlyTermination')} />
      </ProductFieldset>
      <ProductFieldset legend={t('form.legends.rates')} columns={1}>
        <DepositRateFields name="fields.fixedRate" legend={t('fields.deposit.fixedRate')} />
        <DepositRateFields name="fields.variableRate" legend={t('fields.deposit.variableRate')} />
        <TermRatesFields />
      </ProductFieldset>
    </>
  );
}

export function DepositTextFields({ locale }: LanguageTextsProps) {
  const { t } = useTranslation('products');
  return (
    <>
      <FormTextField name={`texts.${locale}.name`} lang={locale} label={t('fields.deposit.name')} required autoComplete="off" />
      <FormTextAreaField name={`texts.${locale}.shortDescription`} lang={locale} label={t('fields.deposit.shortDescription')} rows={2} />
      <FormTextAreaField name={`texts.${locale}.fullDescription`} lang={locale} label={t('fields.deposit.fullDescription')} rows={4} />
      <FormTextAreaField name={`texts.${locale}.shortConditions`} lang={locale} label={t('fields.deposit.shortConditions')} rows={2} />
      <FormTextAreaField name={`texts.${locale}.fullConditions`} lang={locale} label={t('fields.deposit.fullConditions')} rows={4} />
      <FormTextField name={`texts.${locale}.earlyWithdrawalPenalty`} lang={locale} label={t('fields.deposit.earlyWithdrawalPenalty')} />
    </>
  );
}
