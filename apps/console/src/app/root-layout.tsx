import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteEffects } from './route-effects';

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<div className="route-pending" role="status" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </>
  );
}
