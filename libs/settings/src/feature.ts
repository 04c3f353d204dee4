import type { ConsoleFeature } from '@console/feature-registration';
import { prefetchAccount } from '@console/account-data';
import { ROUTES } from '@console/routes';

/** The person, the assistant and the bank (`/settings`). */
export const settingsFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.settings,
      titleKey: 'settings',
      page: 'settings',
      access: 'login',
      layout: 'main',
      namespaces: ['settings', 'forms'],
      screen: () => import('./screen/SettingsScreen').then((m) => ({ Component: m.SettingsScreen })),
    prefetch: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, backend.mode, uid),
    },
  ],
  sidebar: { to: ROUTES.settings, labelKey: 'titles.settings', icon: 'settings' },
};
