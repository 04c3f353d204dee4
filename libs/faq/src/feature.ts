import { signedInScreen } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

/** The bank's answers to the catalogue's questions and its own questions (`/faq`). */
export const faqFeature = signedInScreen({
  path: ROUTES.faq,
  titleKey: 'faq',
  page: 'faq',
  namespaces: ['faq', 'forms', 'try-question'],
  icon: 'faq',
  labelKey: 'navigation.faq',
  screen: () => import('./screen/FaqScreen').then((m) => ({ Component: m.FaqScreen })),
  prefetch: (context) => import('./screen/prefetch').then(({ prefetchFaqScreen }) => prefetchFaqScreen(context)),
});
