import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField } from '@console/forms';

interface OfferTermsValues {
  fields: { currency: string; eurClause: boolean };
}

/**
 * What a loan or deposit offer states beyond its figures: amounts in denars with a EUR clause (offered
 * only for denars, and cleared when the currency changes) and the first and last day of the offer.
 */
export function OfferTermsFields() {
  const { t } = useTranslation('products');
  const { values, setFieldValue } = useFormikContext<OfferTermsValues>();
  const denars = values.fields.currency === 'MKD';
  const { eurClause } = values.fields;
  useEffect(() => {
    if (!denars && eurClause) void setFieldValue('fields.eurClause', false);
  }, [denars, eurClause, setFieldValue]);
  return (
    <>
      {denars && <FormCheckbox name="fields.eurClause" label={t('fields.eurClause')} hint={t('fields.eurClauseHint')} />}
      <FormTextField name="fields.validFrom" type="date" label={t('fields.validFrom')} hint={t('fields.validFromHint')} />
      <FormTextField name="fields.validUntil" type="date" label={t('fields.validUntil')} hint={t('fields.validUntilHint')} />
    </>
  );
}
