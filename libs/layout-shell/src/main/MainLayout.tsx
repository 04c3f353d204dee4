import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon, IconButton, cx } from '@console/ui';
import type { NavigationItem } from './navigation-item';
import { ShellLogo } from './ShellLogo';
import { SidebarNavigation } from './SidebarNavigation';
import { SkipLink } from './SkipLink';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useCollapsedSidebar } from './use-collapsed-sidebar';
import { useDrawerFocus } from './use-drawer-focus';
import { useEscapeKey } from './use-escape-key';
import { useSmallScreen } from './use-small-screen';
import styles from './MainLayout.module.css';
import rowStyles from './SidebarRow.module.css';
import { DEFAULT_ROUTE } from '@console/routes';

/** What a sidebar slot needs to know to draw itself. */
export interface SidebarSlotState {
  /** The sidebar shows icons only: a slot should show its icon or flag alone. */
  compact: boolean;
  /** The sidebar is the phone's drawer, a narrow box that scrolls: a menu should open within its width. */
  drawer: boolean;
}

/** A control placed at the bottom of the sidebar, drawn for the sidebar's current state. */
export type SidebarSlot = (state: SidebarSlotState) => ReactNode;

export interface MainLayoutProps {
  navigation: readonly NavigationItem[];
  languageSelector?: SidebarSlot;
  profileMenu?: SidebarSlot;
  /** Where the logo leads. */
  homePath?: string;
  /** The page. */
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in console's frame: a sidebar (collapsible on wide screens, a drawer on phones) with the
 * logo, the navigation, the language selector and the profile menu, and the page beside it.
 */
export function MainLayout({ navigation, languageSelector, profileMenu, homePath = DEFAULT_ROUTE, children }: MainLayoutProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const [collapsed, setCollapsed] = useCollapsedSidebar();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = small && drawerPath === pathname;
  const compact = collapsed && !small;
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  useEscapeKey(drawerOpen, closeDrawer);
  useBodyScrollLock(drawerOpen);
  useDrawerFocus(drawerOpen, { drawer: sidebarRef, opener: menuButtonRef, initial: closeButtonRef });

  return (
    <div className={cx(styles['shell'], compact && styles['collapsed'])}>
      {!drawerOpen && <SkipLink targetId={MAIN_CONTENT_ID} />}
      {small && (
        <header className={styles['topBar']} inert={drawerOpen}>
          <ShellLogo to={homePath} />
          <button
            ref={menuButtonRef}
            type="button"
            className={styles['menuButton']}
            aria-label={t('openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={sidebarId}
            onClick={() => setDrawerPath(pathname)}
          >
            <Icon size="1.375rem" name="menu" />
          </button>
        </header>
      )}
      {drawerOpen && (
        // Hidden from assistive technology: Escape and the close button are the keyboard's way out.
        <div className={styles['overlay']} onClick={closeDrawer} aria-hidden="true" data-testid="drawer-overlay" />
      )}
      <nav
        ref={sidebarRef}
        id={sidebarId}
        aria-label={t('navigationLabel')}
        className={cx(styles['sidebar'], small && styles['drawer'], drawerOpen && styles['open'])}
      >
        <div className={styles['brand']}>
          <ShellLogo to={homePath} compact={compact} onNavigate={closeDrawer} />
          {small && <IconButton ref={closeButtonRef} label={t('closeMenu')} icon={<Icon size="1.375rem" name="close" />} onClick={closeDrawer} />}
        </div>
        <div className={styles['navigation']}>
          <SidebarNavigation items={navigation} compact={compact} onNavigate={closeDrawer} />
        </div>
        <div className={styles['footer']}>
          {languageSelector && <div className={styles['slot']}>{languageSelector({ compact, drawer: small })}</div>}
          {profileMenu && <div className={styles['slot']}>{profileMenu({ compact, drawer: small })}</div>}
          {!small && (
            <button
              type="button"
              className={cx(rowStyles['row'], compact && rowStyles['compact'])}
              aria-expanded={!collapsed}
              aria-controls={sidebarId}
              onClick={() => setCollapsed(!collapsed)}
            >
              <Icon size="1.375rem" name={collapsed ? 'expand' : 'collapse'} />
              <span className={rowStyles['label']}>{collapsed ? t('expandMenu') : t('collapseMenu')}</span>
            </button>
          )}
        </div>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles['content']} inert={drawerOpen}>
        {children}
      </main>
    </div>
  );
}
