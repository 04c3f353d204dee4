import { signedInScreen } from '@console/feature-registration';
import { prefetchFaq } from '@console/faq-data';
import { ROUTES } from '@console/routes';

/** The bank's answers to the catalogue's questions and its own questions (`/faq`). */
export const faqFeature = signedInScreen({
  path: ROUTES.faq,
  titleKey: 'faq',
  page: 'faq',
  namespaces: ['faq', 'forms'],
  icon: 'faq',
  labelKey: 'navigation.faq',
  screen: () => import('./screen/FaqScreen').then((m) => ({ Component: m.FaqScreen })),
  prefetch: ({ queryClient, backend, uid, locale }) => prefetchFaq(queryClient, backend.documents, backend.mode, uid, locale),
});
