import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextAreaField, FormTextField } from '@console/forms';
import { LOAN_CATEGORIES } from '@console/products-data';
import { CurrencyField } from './CurrencyField';
import { DurationField } from './DurationField';
import { NumberField } from './NumberField';
import { OfferTermsFields } from './OfferTermsFields';
import { ProductFieldset } from './ProductFieldset';
import type { LanguageTextsProps } from './language-texts-props';
import styles from './ProductForm.module.css';

function RateRangeFields({ name, legend }: { name: 'fields.fixedRate' | 'fields.variableRate'; legend: string }) {
  const { t } = useTranslation('products');
  return (
    <fieldset className={styles.subFieldset}>
      <legend className={styles.subLegend}>{legend}</legend>
      <div className={styles.columns2}>
        <NumberField name={`${name}.min`} label={t('fields.loan.rateMin')} kind="interest-rate" />
        <NumberField name={`${name}.max`} label={t('fields.loan.rateMax')} kind="interest-rate" />
      </div>
    </fieldset>
  );
}

export function LoanFieldsets() {
  const { t } = useTranslation('products');
  return (
    <>
      <ProductFieldset legend={t('form.legends.general')}>
        <FormSelectField name="fields.category" label={t('fields.loan.category')} required placeholder={t('options.choose')} options={LOAN_CATEGORIES.map((value) => ({ value, label: t(`options.loanCategory.${value}`) }))} />
        <CurrencyField />
        <OfferTermsFields />
        <FormTextField name="fields.url" type="url" inputMode="url" label={t('fields.url')} hint={t('fields.urlHint')} />
        <FormTextField name="fields.destinationEmail" type="email" label={t('fields.destinationEmail')} hint={t('fields.destinationEmailHint')} />
      </ProductFieldset>
      <ProductFieldset legend={t('form.legends.conditions')}>
        <NumberField name="fields.minAmount" label={t('fields.loan.minAmount')} />
        <NumberField name="fields.maxAmount" label={t('fields.loan.maxAmount')} />
        <DurationField name="fields.minDurationMonths" label={t('fields.loan.minDurationMonths')} unitLabel={t('fields.loan.minDurationUnit')} />
        <DurationField name="fields.maxDurationMonths" label={t('fields.loan.maxDurationMonths')} unitLabel={t('fields.loan.maxDurationUnit')} />
        <NumberField name="fields.minInstalment" label={t('fields.loan.minInstalment')} />
        <NumberField name="fields.instalmentAmount" label={t('fields.loan.instalmentAmount')} />
        <NumberField name="fields.gracePeriodMonths" label={t('fields.loan.gracePeriodMonths')} kind="count" />
        <NumberField name="fields.minParticipationPercent" label={t('fields.loan.minParticipationPercent')} kind="percent" />
      </ProductFieldset>
      <ProductFieldset legend={t('form.legends.rates')} columns={1}>
        <RateRangeFields name="fields.fixedRate" legend={t('fields.loan.fixedRate')} />
        <RateRangeFields name="fields.variableRate" legend={t('fields.loan.variableRate')} />
        <div className={styles.columns2}>
          <NumberField name="fields.fixedRateYears" label={t('fields.loan.fixedRateYears')} kind="count" />
          <NumberField name="fields.effectiveRate" label={t('fields.loan.effectiveRate')} kind="interest-rate" />
        </div>
      </ProductFieldset>
    </>
  );
}

export function LoanTextFields({ locale }: LanguageTextsProps) {
  const { t } = useTranslation('products');
  return (
    <>
      <FormTextField name={`texts.${locale}.name`} lang={locale} label={t('fields.loan.name')} required autoComplete="off" />
      <FormTextAreaField name={`texts.${locale}.fees`} lang={locale} label={t('fields.loan.fees')} hint={t('fields.loan.feesHint')} rows={2} />
    </>
  );
}
