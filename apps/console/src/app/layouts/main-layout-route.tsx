import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { usePrefetchFaq } from '@console/faq-data';
import { LanguageSelector } from '@console/language-selector';
import { AnalyticsConsentBanner, MainLayout, type NavigationItem } from '@console/layout-shell';
import { ProfileMenu } from '@console/profile-menu';
import { PagePending } from '../route-pending';
import { PRODUCTS_SECTION, ROUTES } from '@console/routes';

/** The signed-in console: the main layout with the app's navigation, language selector and profile menu. */
export function MainLayoutRoute() {
  const { t } = useTranslation('shell');

  // Specification: "FAQ data loads when the layout opens" — whichever page of the layout opens first.
  usePrefetchFaq();

  const navigation: NavigationItem[] = [
    { to: ROUTES.home, label: t('titles.home', { ns: 'common' }), icon: 'home' },
    { to: ROUTES.dashboard, label: t('titles.dashboard', { ns: 'common' }), icon: 'dashboard' },
    { to: ROUTES.faq, label: t('navigation.faq'), icon: 'faq' },
    // One entry for the three kinds: the products screen has its own tabs between them.
    { to: ROUTES.cards, section: PRODUCTS_SECTION, label: t('navigation.products'), icon: 'products' },
    { to: ROUTES.embed, label: t('titles.embed', { ns: 'common' }), icon: 'embed' },
    { to: ROUTES.leads, label: t('titles.leads', { ns: 'common' }), icon: 'leads' },
    { to: ROUTES.settings, label: t('titles.settings', { ns: 'common' }), icon: 'settings' },
  ];

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
