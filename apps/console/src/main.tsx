import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@console/i18n';
import { App } from './app/app';
import { createConsoleRouter } from './app/router';
import { createQueryClient } from './boot/create-query-client';
import { startBackend } from './boot/start-backend';
import { showBootFailure } from './boot/show-boot-failure';

async function boot(container: HTMLElement) {
  const [i18n, backend] = await Promise.all([createI18n({ namespaces: ['common', 'ui'] }), startBackend()]);
  // One cache for the screens and the routes' loaders, which start a screen's data while its code loads.
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <App backend={backend} i18n={i18n} queryClient={queryClient} router={createConsoleRouter(backend, i18n, queryClient)} />
    </StrictMode>,
  );
}

const container = document.getElementById('root') as HTMLElement;
boot(container).catch((error: unknown) => showBootFailure(container, error));
