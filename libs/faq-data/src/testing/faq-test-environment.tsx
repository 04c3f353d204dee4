import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestI18n, createTestQueryClient, faqSeed, signedInTestBackend, TestProviders, type FaqSeedOptions } from '@console/testing';

export interface FaqTestEnvironment {
  backend: Backend;
  queryClient: QueryClient;
  i18n: i18n;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** A signed-in local backend (fake IndexedDB) seeded with the given FAQ, plus the providers around it. */
export async function faqTestEnvironment(
  seed: FaqSeedOptions,
  { language = 'en', wrapBackend }: { language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
): Promise<FaqTestEnvironment> {
  const real = await signedInTestBackend(faqSeed(seed));
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = createTestQueryClient();
  const i18n = await createTestI18n(language, ['common']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={i18n} backend={backend} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { backend, queryClient, i18n, wrapper };
}
