import { useTranslation } from 'react-i18next';
import { BANK_TIME_ZONES, CURRENCIES } from '@console/assistant-contract';
import { FormSelectField, FormTextAreaField, FormTextField } from '@console/forms';
import { LOCALES } from '@console/locale';
import { NamesInLanguages } from './NamesInLanguages';
import { SettingsSection } from './SettingsSection';

export function BankSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="bank" legend={t('bank.legend')} description={t('bank.description')}>
      <FormTextField name="bankName" label={t('bank.name')} autoComplete="organization" required />
      <NamesInLanguages name="bankNames" legendKey="bank.nameIn" />
      <FormTextField name="location" label={t('bank.location')} hint={t('bank.locationHint')} autoComplete="street-address" />
      <FormTextField name="contact" label={t('bank.contact')} hint={t('bank.contactHint')} />
      <FormTextField name="phone" type="tel" label={t('bank.phone')} hint={t('bank.phoneHint')} autoComplete="tel" />
      <FormTextField name="destinationEmail" type="email" label={t('bank.destinationEmail')} hint={t('bank.destinationEmailHint')} autoComplete="email" required />
      <FormSelectField
        name="timeZone"
        label={t('bank.timeZone')}
        hint={t('bank.timeZoneHint')}
        options={BANK_TIME_ZONES.map((zone) => ({ value: zone, label: t(`timeZones.${zone}`) }))}
      />
      <FormSelectField
        name="currency"
        label={t('bank.currency')}
        hint={t('bank.currencyHint')}
        options={CURRENCIES.map((code) => ({ value: code, label: `${code} · ${t(`currencies.${code}`)}` }))}
      />
      {LOCALES.map((locale) => (
        <FormTextAreaField key={locale} name={`consent.${locale}`} lang={locale} label={t(`bank.consent.${locale}`)} hint={t('bank.consentHint')} />
      ))}
    </SettingsSection>
  );
}
