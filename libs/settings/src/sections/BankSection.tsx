import { useTranslation } from 'react-i18next';
import { FormTextField } from '@console/forms';
import { SettingsSection } from './SettingsSection';

export function BankSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="bank" legend={t('bank.legend')} description={t('bank.description')}>
      <FormTextField name="bankName" label={t('bank.name')} autoComplete="organization" required />
      <FormTextField name="location" label={t('bank.location')} hint={t('bank.locationHint')} autoComplete="street-address" />
      <FormTextField name="contact" label={t('bank.contact')} hint={t('bank.contactHint')} />
      <FormTextField name="phone" type="tel" label={t('bank.phone')} hint={t('bank.phoneHint')} autoComplete="tel" />
      <FormTextField name="destinationEmail" type="email" label={t('bank.destinationEmail')} hint={t('bank.destinationEmailHint')} autoComplete="email" required />
    </SettingsSection>
  );
}
