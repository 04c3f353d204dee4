import { useTranslation } from 'react-i18next';
import { CustomerTypeField } from './CustomerTypeField';
import { SettingsSection } from './SettingsSection';

export function CustomerTypeSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="customer-type" legend={t('customerType.legend')} description={t('customerType.description')}>
      <CustomerTypeField name="customerType" />
    </SettingsSection>
  );
}
