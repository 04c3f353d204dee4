import { LOCALES } from '@console/locale';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@console/forms';
import { findLanguage } from '@console/i18n';
import { SettingsSection } from './SettingsSection';

export function PersonalDetailsSection() {
  const { t } = useTranslation('settings');
  const options = LOCALES.map((code) => ({ value: code, label: findLanguage(code)?.nativeName ?? code }));
  return (
    <SettingsSection id="personal" legend={t('personal.legend')} description={t('personal.description')}>
      <FormTextField name="name" label={t('personal.name')} autoComplete="given-name" required />
      <FormTextField name="surname" label={t('personal.surname')} autoComplete="family-name" required />
      <FormTextField name="company" label={t('personal.company')} autoComplete="organization" required />
      <FormSelectField name="language" label={t('personal.language')} hint={t('personal.languageHint')} options={options} required />
    </SettingsSection>
  );
}
