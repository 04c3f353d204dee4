import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The person, the assistant and the bank (`/settings`). */
export const settingsFeature = signedInScreen({
  path: ROUTES.settings,
  titleKey: 'settings',
  page: 'settings',
  namespaces: ['settings', 'forms'],
  icon: 'settings',
  screen: () => import('./screen/SettingsScreen').then((m) => ({ Component: m.SettingsScreen })),
  prefetch: (context) => import('./screen/prefetch').then(({ prefetchSettingsScreen }) => prefetchSettingsScreen(context)),
});
