import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** Publishing the assistant and the code for the bank's website (`/embed`). */
export const embedFeature = signedInScreen({
  path: ROUTES.embed,
  titleKey: 'embed',
  page: 'embed',
  namespaces: ['embed', 'try-question'],
  icon: 'embed',
  screen: () => import('./screen/EmbedScreen').then((m) => ({ Component: m.EmbedScreen })),
});
