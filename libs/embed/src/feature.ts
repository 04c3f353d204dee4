import type { ConsoleFeature } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** Publishing the assistant and the code for the bank's website (`/embed`). */
export const embedFeature: ConsoleFeature = {
  routes: [
    {
      path: ROUTES.embed,
      titleKey: 'embed',
      page: 'embed',
      access: 'login',
      layout: 'main',
      namespaces: ['embed'],
      screen: () => import('./screen/EmbedScreen').then((m) => ({ Component: m.EmbedScreen })),
    },
  ],
  sidebar: { to: ROUTES.embed, labelKey: 'titles.embed', icon: 'embed' },
};
