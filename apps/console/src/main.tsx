import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from '@console/i18n';
import { App } from './app/app';
import { createConsoleRouter } from './app/router';
import { findRoute } from './app/route-table';
import { createDataCache } from './app/data-cache';
import { startBackend, warmUpOnFirstUse } from './boot/start-backend';
import { showBootFailure } from './boot/show-boot-failure';
import { OnFirstCommit, keepWhatWasTyped, whenRouterReady } from './boot/take-over-prerendered-page';

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
  // complete. The app draws it off the page, in a transition that React cuts into short slices (the
  // visitor can go on typing meanwhile), and once it is committed takes the drawn page's place at once,
  // with what was typed in it and the focus.
  await whenRouterReady(router);
  const next = document.createElement('div');
  next.id = container.id;
  const takeOver = () => {
    const putBackWhatWasTyped = keepWhatWasTyped(container);
    container.replaceWith(next);
    putBackWhatWasTyped(next);
  };
  startTransition(() => createRoot(next).render(<OnFirstCommit onCommit={takeOver}>{app}</OnFirstCommit>));
}

const container = document.getElementById('root') as HTMLElement;
boot(container).catch((error: unknown) => showBootFailure(container, error));
