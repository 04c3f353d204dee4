import type { ConsoleFeature } from '@console/feature-registration';
import { prefetchAccount } from '@console/account-data';
import { ROUTES } from '@console/routes';

/** The checklist from a new account to a published assistant (`/home`). */
export const homeFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.home,
      titleKey: 'home',
      page: 'home',
      access: 'login',
      layout: 'main',
      namespaces: ['home'],
      screen: () => import('./screen/HomeScreen').then((m) => ({ Component: m.HomeScreen })),
    prefetch: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, backend.mode, uid),
    },
  ],
  sidebar: { to: ROUTES.home, labelKey: 'titles.home', icon: 'home' },
};
