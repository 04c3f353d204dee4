import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, createTestI18n, createTestQueryClient, TestProviders } from '@console/testing';
import { faqSeed, TEST_USER, type SeedOptions } from './faq-fixtures';

export interface FaqTestEnvironment {
  backend: Backend;
  queryClient: QueryClient;
  i18n: i18n;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** A signed-in local backend (fake IndexedDB) seeded with the given FAQ, plus the providers around it. */
export async function faqTestEnvironment(
  seed: SeedOptions,
  { language = 'en', wrapBackend }: { language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
): Promise<FaqTestEnvironment> {
  const real = await createTestBackend({ seed: faqSeed(seed) });
  await real.auth.signIn(TEST_USER.email, TEST_USER.password);
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
