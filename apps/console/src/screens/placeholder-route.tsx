import { useMatches } from 'react-router-dom';
import type { RouteEntry } from '../app/route-table';
import { PlaceholderScreen } from './placeholder-screen';

/** The placeholder for whichever route matched, titled from the route table. */
export function PlaceholderRoute() {
  const route = useMatches().at(-1)?.handle as RouteEntry | undefined;
  const whatKey = route?.layout === 'main' ? (route.path === '/settings' ? 'settings' : 'faq') : 'auth';
  return <PlaceholderScreen titleKey={route?.titleKey ?? 'faq'} whatKey={whatKey} />;
}
