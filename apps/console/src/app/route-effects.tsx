import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { usePageTitle } from '@console/i18n';
import type { RouteEntry } from './route-table';

/** Per navigation: the page title from the route table; smooth scroll to a hash target, else to the top. */
export function RouteEffects() {
  const route = useMatches().at(-1)?.handle as RouteEntry | undefined;
  usePageTitle(route?.titleKey ?? 'notFound');

  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (target) target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
