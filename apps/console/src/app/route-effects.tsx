import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useBackend } from '@console/backend';
import { usePageTitle } from '@console/i18n';
import { useAnalyticsConsent } from '@console/session';
import type { RouteEntry } from './route-table';

/**
 * Per navigation: the page title from the route table, the `{page}_page_visited` analytics event, and a
 * smooth scroll to a hash target or else to the top.
 *
 * Page events go only from signed-in pages and only with the person's consent: the public pages carry
 * e-mail links' codes and belong to people who have agreed to nothing, so no statistics load there.
 */
export function RouteEffects() {
  const route = useMatches().at(-1)?.handle as RouteEntry | undefined;
  usePageTitle(route?.titleKey ?? 'notFound');

  const { analytics, auth } = useBackend();
  const [consent] = useAnalyticsConsent();
  // Declared before the page event, so that a first page after consent is already counted.
  useEffect(() => analytics.setConsent(consent === 'granted'), [analytics, consent]);

  const page = route?.access === 'login' ? route.page : undefined;
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (page) analytics.logEvent(`${page}_page_visited`, { page_visited: page, user_id: auth.currentUser()?.uid ?? null });
  }, [analytics, auth, page, pathname, consent]);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (target) target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
