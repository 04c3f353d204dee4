import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteEffects } from './route-effects';
import { RoutePending } from './route-pending';

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<RoutePending />}>
        <Outlet />
      </Suspense>
    </>
  );
}
