import type { ConsoleFeature } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The assistant's figures and the questions it could not answer (`/dashboard`). */
export const dashboardFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.dashboard,
      titleKey: 'dashboard',
      page: 'dashboard',
      access: 'login',
      layout: 'main',
      namespaces: ['analytics'],
      screen: () => import('./screen/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
    },
  ],
  sidebar: { to: ROUTES.dashboard, labelKey: 'titles.dashboard', icon: 'dashboard' },
};
