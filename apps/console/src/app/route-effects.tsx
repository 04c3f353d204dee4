import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useBackend } from '@console/backend/react';
import { usePageTitle } from '@console/i18n';
import { useAnalyticsConsent } from '@console/session';
import type { RouteEntry } from './route-table';

/** How long a link's section (`/settings#personal`, `/embed#try`) is waited for while its page loads. */
const HASH_TARGET_WAIT_MS = 10_000;

/**
 * Per navigation: the page title from the route table, the `{page}_page_visited` analytics event, and a
 * smooth scroll to a hash target (once it exists: sections appear with their page's data) or else to the
 * top.
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
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const scrollToTarget = () => {
      const target = id ? document.getElementById(id) : null;
      target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
      return target !== null;
    };
    if (scrollToTarget()) return;
    window.scrollTo({ top: 0, left: 0 });
    if (!id) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);
  return null;
}
