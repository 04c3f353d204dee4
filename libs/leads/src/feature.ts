import type { ConsoleFeature } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The requests customers left in the chat (`/leads`). */
export const leadsFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.leads,
      titleKey: 'leads',
      page: 'leads',
      access: 'login',
      layout: 'main',
      namespaces: ['leads'],
      screen: () => import('./screen/LeadsScreen').then((m) => ({ Component: m.LeadsScreen })),
    },
  ],
  sidebar: { to: ROUTES.leads, labelKey: 'titles.leads', icon: 'leads' },
};
