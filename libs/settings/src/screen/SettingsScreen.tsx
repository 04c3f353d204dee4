import { useTranslation } from 'react-i18next';
import { useFileUrl } from '@console/backend/react';
import { hasEditedPersonalDetails, useAccount, type Account } from '@console/account-data';
import { LoadFailed, Page, PageHeader } from '@console/ui';
import { SettingsForm } from '../form/SettingsForm';
import { SectionNav } from './SectionNav';
import { SettingsSkeleton } from './SettingsSkeleton';
import styles from './SettingsScreen.module.css';
import { ChangesSection } from '../sections/ChangesSection';

/** Settings: personal details, the assistant, the bank and the customer type, on one page. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const account = useAccount();
  return (
    <Page width="medium" flushBottom>
      <PageHeader title={t('titles.settings', { ns: 'common' })} description={t('screen.lead')} />
      <div className={styles.layout}>
        <SectionNav />
        <div className={styles.content}>
          {account.data ? (
            <LoadedSettings account={account.data} />
          ) : account.isError ? (
            <LoadFailed message={t('screen.loadFailed')} className={styles.problem} />
          ) : (
            <SettingsSkeleton />
          )}
        </div>
      </div>
    </Page>
  );
}

function LoadedSettings({ account }: { account: Account }) {
  const savedPhotoUrl = useFileUrl({ url: account.assistant.avatar.default, ...(account.assistant.avatar.path ? { path: account.assistant.avatar.path } : {}) });
  return (
    <>
      <SettingsForm account={account} savedPhotoUrl={savedPhotoUrl} personalDetailsConfirmed={hasEditedPersonalDetails(account)} />
      <ChangesSection />
    </>
  );
}
