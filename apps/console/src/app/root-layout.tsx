import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteEffects } from './route-effects';
import { RoutePending } from './route-pending';
import { useConsoleSession } from './session/use-console-session';

// Lazy, so that the start-up code stays without the layouts' library; it is fetched ahead once someone signs in.
const SessionWarning = lazy(() => import('./session/session-warning').then((module) => ({ default: module.SessionWarning })));

export function RootLayout() {
  const session = useConsoleSession();
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<RoutePending />}>{session.leaving ? <RoutePending /> : <Outlet />}</Suspense>
      {session.warning && (
        <Suspense fallback={null}>
          <SessionWarning key={session.warning.endsAt} warning={session.warning} onStay={session.staySignedIn} onDismiss={session.dismissWarning} />
        </Suspense>
      )}
    </>
  );
}
