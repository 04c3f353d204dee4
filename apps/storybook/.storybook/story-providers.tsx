import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { ToastProvider } from '@console/ui';
import { storyQueryClient } from './story-context';

export interface StoryLoaded {
  i18n: i18n;
  backend: Backend;
}

/** The console's providers around a story; each story gets its own query cache. */
export function StoryProviders({ i18n, backend, children }: StoryLoaded & { children: ReactNode }) {
  const [queryClient] = useState(storyQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Suspense fallback={null}>{children}</Suspense>
          </ToastProvider>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>
  );
}
