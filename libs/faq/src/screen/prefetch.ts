import type { PrefetchContext } from '@console/feature-registration';
import { prefetchFaq } from '@console/faq-data';

/**
 * The FAQ's first data, started while the screen's code loads. A module of its own, imported lazily by the feature:
 * its data library stays off the pages that do not need it, the sign-in page first.
 */
export const prefetchFaqScreen = ({ queryClient, backend, uid, locale }: PrefetchContext) => prefetchFaq(queryClient, backend.documents, backend.mode, uid, locale);
