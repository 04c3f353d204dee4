import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { usePrefetchFaq } from '@console/faq-data';
import { LanguageSelector } from '@console/language-selector';
import { AnalyticsConsentBanner, MainLayout, type NavigationItem } from '@console/layout-shell';
import { ProfileMenu } from '@console/profile-menu';
import { PagePending } from '../route-pending';
import { sidebarEntries } from '../route-table';

/** The signed-in console: the main layout with the app's navigation, language selector and profile menu. */
export function MainLayoutRoute() {
  const { t } = useTranslation('common');

  // Specification: "FAQ data loads when the layout opens" — whichever page of the layout opens first.
  usePrefetchFaq();

  const navigation: NavigationItem[] = sidebarEntries.map(({ labelKey, ...entry }) => ({ ...entry, label: t(labelKey) }));

  return (
    <MainLayout
      navigation={navigation}
      languageSelector={({ compact }) => <LanguageSelector compact={compact} />}
      profileMenu={({ compact, drawer }) => <ProfileMenu compact={compact} fitContainer={drawer} />}
    >
      <AnalyticsConsentBanner />
      {/* A page still loading its texts waits here, inside the frame, so the sidebar never blinks. */}
      <Suspense fallback={<PagePending />}>
        <Outlet />
      </Suspense>
    </MainLayout>
  );
}
