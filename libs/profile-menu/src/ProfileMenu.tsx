import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAnalyticsConsent, useAuthUser, useLeaveAndSignOut } from '@console/session';
import { Icon, Menu, MenuItem, type MenuPlacement } from '@console/ui';
import { ProfileSummary } from './ProfileSummary';
import { useAccountProfile } from './use-account-profile';
import styles from './ProfileMenu.module.css';
import { ROUTES } from '@console/routes';

export interface ProfileMenuProps {
  /** Only the picture in the button (a collapsed sidebar). */
  compact?: boolean;
  placement?: MenuPlacement;
  /** Fill the container's width and open no wider (inside a phone's drawer). */
  fitContainer?: boolean;
}

/**
 * The signed-in account's menu: who is signed in (read live only while the menu is open), the
 * account settings, and sign-out.
 */
export function ProfileMenu({ compact = false, placement = 'top-start', fitContainer = false }: ProfileMenuProps) {
  const { t } = useTranslation('profile-menu');
  const user = useAuthUser();
  const navigate = useNavigate();
  // To the login page first: a page with unsaved changes asks, and the session ends only once it is left.
  const signOut = useLeaveAndSignOut();
  const [open, setOpen] = useState(false);
  const profile = useAccountProfile(user?.uid ?? null, open);
  const [consent, chooseConsent] = useAnalyticsConsent();
  const statisticsOn = consent === 'granted';

  // The visit itself sends settings_page_visited (every navigation sends its page's event), so the
  // item only navigates: logging here as well would count each visit twice.
  const openAccount = () => void navigate(ROUTES.settings);

  return (
    <Menu
      placement={placement}
      triggerLabel={t('trigger')}
      triggerClassName={styles['trigger']}
      listClassName={styles['list']}
      fitContainer={fitContainer}
      showChevron={false}
      onOpenChange={setOpen}
      trigger={
        <>
          <span className={styles['placeholder']}>
            <Icon name="user" />
          </span>
          {!compact && <span className={styles['triggerText']}>{t('trigger')}</span>}
        </>
      }
    >
      <li role="none">
        <ProfileSummary state={profile} email={user?.email ?? ''} />
      </li>
      <li role="separator" className={styles['separator']} />
      <MenuItem onSelect={openAccount}>
        <Icon name="account" />
        {t('account')}
      </MenuItem>
      <MenuItem onSelect={() => chooseConsent(statisticsOn ? 'denied' : 'granted')}>
        <Icon name="dashboard" />
        {t(statisticsOn ? 'stopStatistics' : 'allowStatistics')}
      </MenuItem>
      <MenuItem onSelect={() => void signOut()} tone="danger">
        <Icon name="signOut" />
        {t('signOut')}
      </MenuItem>
    </Menu>
  );
}
