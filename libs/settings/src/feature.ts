import { signedInScreen } from '@console/feature-registration';
import { prefetchAccount } from '@console/account-data';
import { ROUTES } from '@console/routes';

/** The person, the assistant and the bank (`/settings`). */
export const settingsFeature = signedInScreen({
  path: ROUTES.settings,
  titleKey: 'settings',
  page: 'settings',
  namespaces: ['settings', 'forms'],
  icon: 'settings',
  screen: () => import('./screen/SettingsScreen').then((m) => ({ Component: m.SettingsScreen })),
  prefetch: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, backend.mode, uid),
});
