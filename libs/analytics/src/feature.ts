import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The assistant's figures and the questions it could not answer (`/dashboard`). */
export const dashboardFeature = signedInScreen({
  path: ROUTES.dashboard,
  titleKey: 'dashboard',
  page: 'dashboard',
  namespaces: ['analytics'],
  icon: 'dashboard',
  screen: () => import('./screen/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
});
