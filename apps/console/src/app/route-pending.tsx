import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_ROUTE, ROUTES } from '@console/routes';
import { FormFrameSkeleton, PageSkeleton, SidebarFrameSkeleton } from '@console/layout-shell/skeletons';
import { VisuallyHidden } from '@console/ui';
import { findRoute } from './route-table';

/** Announced once, as loading; the skeleton inside is only a picture. */
function Pending({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {children}
    </div>
  );
}

/** Whether an address opens inside the signed-in frame; unknown addresses go to the default route. */
function opensSignedIn(pathname: string): boolean {
  if (pathname === ROUTES.localMail) return false;
  return (findRoute(pathname) ?? findRoute(DEFAULT_ROUTE))?.layout === 'main';
}

/**
 * While the first route's guard, code and texts load: the frame the route will show (the sidebar for
 * signed-in pages, the welcome panel and a form for the public ones), never an empty page.
 */
export function RoutePending() {
  const { pathname } = useLocation();
  return <Pending>{opensSignedIn(pathname) ? <SidebarFrameSkeleton /> : <FormFrameSkeleton />}</Pending>;
}

/** A page loading inside the signed-in frame, which is already drawn. */
export function PagePending() {
  return (
    <Pending>
      <PageSkeleton />
    </Pending>
  );
}
