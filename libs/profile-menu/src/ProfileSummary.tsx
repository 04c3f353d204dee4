import { useTranslation } from 'react-i18next';
import { Skeleton } from '@console/ui';
import { ProfileAvatar } from './ProfileAvatar';
import type { AccountProfileState } from './use-account-profile';
import styles from './ProfileMenu.module.css';

export interface ProfileSummaryProps {
  state: AccountProfileState;
  email: string;
}

/** Who is signed in: picture, display name and e-mail, at the top of the open menu. */
export function ProfileSummary({ state, email }: ProfileSummaryProps) {
  const { t } = useTranslation('profile-menu');
  const loading = state.status === 'loading';
  const name = state.status === 'ready' ? state.profile.name : '';
  return (
    <div className={styles['summary']}>
      {loading ? <Skeleton width={35} height={35} shape="circle" /> : <ProfileAvatar url={state.status === 'ready' ? state.profile.avatarUrl : ''} path={state.status === 'ready' ? state.profile.avatarPath : ''} />}
      <div className={styles['identity']}>
        {loading ? (
          <Skeleton width={150} height={15} announce label={t('loadingName')} />
        ) : (
          // Without a name (none saved yet, or the document could not be read) the e-mail says who it is.
          <span className={styles['name']}>{name || email}</span>
        )}
        {(loading || name) && email && <span className={styles['email']}>{email}</span>}
      </div>
    </div>
  );
}
