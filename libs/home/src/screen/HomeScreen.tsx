import { useTranslation } from 'react-i18next';
import { useAccount } from '@console/account-data';
import { LoadFailed, Page, PageHeader } from '@console/ui';
import { ChecklistSkeleton } from '../checklist/ChecklistSkeleton';
import { LaunchChecklist } from '../checklist/LaunchChecklist';
import { useChecklist } from '../checklist/use-checklist';
import styles from './HomeScreen.module.css';

/** Home: a greeting and the checklist to complete before the assistant is launched. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const state = useChecklist();
  const name = useAccount().data?.profile.name.trim() ?? '';
  return (
    <Page width="narrow" spacing="roomy">
      <PageHeader
        title={t('titles.home', { ns: 'common' })}
        description={
          <>
            <p className={styles.greeting}>{name ? t('screen.greeting', { name }) : t('screen.greetingNoName')}</p>
            <p>{t('screen.lead')}</p>
          </>
        }
      />
      {state.status === 'success' && <LaunchChecklist checklist={state.checklist} />}
      {state.status === 'pending' && <ChecklistSkeleton />}
      {state.status === 'error' && (
        <LoadFailed message={t('screen.loadFailed')} className={styles.problem} />
      )}
    </Page>
  );
}
