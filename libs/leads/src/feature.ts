import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The requests customers left in the chat (`/leads`). */
export const leadsFeature = signedInScreen({
  path: ROUTES.leads,
  titleKey: 'leads',
  page: 'leads',
  namespaces: ['leads', 'product-figures'],
  icon: 'leads',
  screen: () => import('./screen/LeadsScreen').then((m) => ({ Component: m.LeadsScreen })),
});
