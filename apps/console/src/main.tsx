import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from '@console/i18n';
import { App } from './app/app';
import { createConsoleRouter } from './app/router';
import { findRoute } from './app/route-table';
import { createDataCache } from './app/data-cache';
import { startBackend, warmUpOnFirstUse } from './boot/start-backend';
import { showBootFailure } from './boot/show-boot-failure';
import { keepWhatWasTyped, whenRouterReady } from './boot/take-over-prerendered-page';

async function boot(container: HTMLElement) {
  const backend = startBackend(findRoute(window.location.pathname)?.access === 'public');
  const [i18n] = await Promise.all([createI18n({ namespaces: ['common', 'ui'] }), backend.assumesSignedOut() ? null : backend.load()]);
  // One cache for the screens and the routes' loaders, which start a screen's data while its code loads.
  const dataCache = createDataCache(() => import('./boot/create-query-client').then((module) => module.createQueryClient()));
  const router = createConsoleRouter(backend, i18n, dataCache);
  if (backend.assumesSignedOut()) {
    // A session this browser held without the console knowing (kept before it noted sessions) is found
    // once the adapter has loaded: the guard then takes the visitor where a signed-in person belongs.
    warmUpOnFirstUse(backend, container, (loaded) => {
      void loaded.auth.authStateReady().then((user) => user && router.revalidate());
    });
  }
  const app = (
    <StrictMode>
      <App backend={backend} i18n={i18n} dataCache={dataCache}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (!container.hasAttribute('data-prerendered')) {
    createRoot(container).render(app);
    return;
  }
  // A page drawn at build time stays in view, usable for typing, until the app can draw its route
  // complete; then the app draws it at once (no loading state in between) and puts back what was typed.
  await whenRouterReady(router);
  const putBackWhatWasTyped = keepWhatWasTyped(container);
  container.removeAttribute('data-prerendered');
  const root = createRoot(container);
  flushSync(() => root.render(app));
  putBackWhatWasTyped();
}

const container = document.getElementById('root') as HTMLElement;
boot(container).catch((error: unknown) => showBootFailure(container, error));
