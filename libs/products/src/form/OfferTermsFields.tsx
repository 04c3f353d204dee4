import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField, useFormField, useFormValue } from '@console/forms';

/**
 * What a loan or deposit offer states beyond its figures: amounts in denars with a EUR clause (offered
 * only for denars, and cleared when the currency changes) and the first and last day of the offer.
 */
export function OfferTermsFields() {
  const { t } = useTranslation('products');
  const denars = useFormValue<string>('fields.currency') === 'MKD';
  const { value: eurClause, setValue: setEurClause } = useFormField<boolean>('fields.eurClause');
  useEffect(() => {
    if (!denars && eurClause) setEurClause(false);
  }, [denars, eurClause, setEurClause]);
  return (
    <>
      {denars && <FormCheckbox name="fields.eurClause" label={t('fields.eurClause')} hint={t('fields.eurClauseHint')} />}
      <FormTextField name="fields.validFrom" type="date" label={t('fields.validFrom')} hint={t('fields.validFromHint')} />
      <FormTextField name="fields.validUntil" type="date" label={t('fields.validUntil')} hint={t('fields.validUntilHint')} />
    </>
  );
}
