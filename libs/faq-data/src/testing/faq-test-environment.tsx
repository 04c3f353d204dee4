import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BackendProvider, type Backend, type DocumentStore } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createI18n, type LanguageCode } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';
import { faqSeed, TEST_USER, type SeedOptions } from './faq-fixtures';

let databases = 0;

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
  const real = await createLocalBackend({
    databaseName: `faq-data-${++databases}-${Date.now()}`,
    passwordHashIterations: 1_000,
    seed: () => Promise.resolve(faqSeed(seed)),
  });
  await real.auth.signIn(TEST_USER.email, TEST_USER.password);
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(queryClient, { gracePeriodMs: 2_000 });
  const i18n = await createI18n({ language, namespaces: ['common'], syncDocumentLanguage: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>
  );
  return { backend, queryClient, i18n, wrapper };
}

/** The real document store with some methods replaced (to count listeners or inject a failure). */
export function wrapDocuments(documents: DocumentStore, overrides: Partial<DocumentStore>): DocumentStore {
  return {
    watchDoc: (...args) => documents.watchDoc(...args),
    watchCollection: (...args) => documents.watchCollection(...args),
    getDoc: (...args) => documents.getDoc(...args),
    getCollection: (...args) => documents.getCollection(...args),
    setDoc: (...args) => documents.setDoc(...args),
    updateDoc: (...args) => documents.updateDoc(...args),
    deleteDoc: (...args) => documents.deleteDoc(...args),
    batch: (...args) => documents.batch(...args),
    newId: () => documents.newId(),
    ...overrides,
  } as DocumentStore;
}
