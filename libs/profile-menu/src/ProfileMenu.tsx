import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessageKey } from '@console/backend';
import { useAuthUser, useSignOut } from '@console/session';
import { Icon, Menu, MenuItem, useToast, type MenuPlacement } from '@console/ui';
import { ProfileSummary } from './ProfileSummary';
import { useAccountProfile } from './use-account-profile';
import styles from './ProfileMenu.module.css';
import { ROUTES } from '@console/routes';

export interface ProfileMenuProps {
  /** Only the picture in the button (a collapsed sidebar). */
  compact?: boolean;
  placement?: MenuPlacement;
}

/**
 * The signed-in account's menu: who is signed in (read live only while the menu is open), the
 * account settings, and sign-out.
 */
export function ProfileMenu({ compact = false, placement = 'top-start' }: ProfileMenuProps) {
  const { t } = useTranslation('profile-menu');
  const user = useAuthUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const profile = useAccountProfile(user?.uid ?? null, open);

  // The visit itself sends settings_page_visited (every navigation sends its page's event), so the
  // item only navigates: logging here as well would count each visit twice.
  const openAccount = () => void navigate(ROUTES.settings);

  const endSession = async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error(t(errorMessageKey(error), { ns: 'common' }));
      return;
    }
    await navigate(ROUTES.login);
  };

  return (
    <Menu
      placement={placement}
      triggerLabel={t('trigger')}
      triggerClassName={styles['trigger']}
      listClassName={styles['list']}
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
      <MenuItem onSelect={() => void endSession()} tone="danger">
        <Icon name="signOut" />
        {t('signOut')}
      </MenuItem>
    </Menu>
  );
}
