import type { ConsoleFeature } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The local backend's mailbox (`/local-mail`), open signed out: local builds only, the console leaves it out of Firebase builds. */
export const localMailFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.localMail,
      titleKey: 'localMail',
      page: 'local_mail',
      access: 'open',
      layout: 'none',
      namespaces: ['local-mail'],
      screen: () => import('./LocalMailScreen').then((m) => ({ Component: m.LocalMailScreen })),
    },
  ],
};
