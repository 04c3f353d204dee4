import { signedInScreen } from '@console/feature-registration';
import { prefetchAccount } from '@console/account-data';
import { ROUTES } from '@console/routes';

/** The checklist from a new account to a published assistant (`/home`). */
export const homeFeature = signedInScreen({
  path: ROUTES.home,
  titleKey: 'home',
  page: 'home',
  namespaces: ['home'],
  icon: 'home',
  screen: () => import('./screen/HomeScreen').then((m) => ({ Component: m.HomeScreen })),
  prefetch: ({ queryClient, backend, uid }) => prefetchAccount(queryClient, backend.documents, backend.mode, uid),
});
