import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The checklist from a new account to a published assistant (`/home`). */
export const homeFeature = signedInScreen({
  path: ROUTES.home,
  titleKey: 'home',
  page: 'home',
  namespaces: ['home'],
  icon: 'home',
  screen: () => import('./screen/HomeScreen').then((m) => ({ Component: m.HomeScreen })),
  prefetch: (context) => import('./screen/prefetch').then(({ prefetchHomeScreen }) => prefetchHomeScreen(context)),
});
