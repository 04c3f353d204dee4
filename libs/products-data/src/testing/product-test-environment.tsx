import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { Backend, LocalSeed, WriteOperation } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, createTestI18n, createTestQueryClient, TEST_MODE, TEST_USER, TestProviders, wrapDocuments } from '@console/testing';
import type { ProductWriteContext } from '../mutations/product-writer';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };


export interface ProductTestEnvironment {
  backend: Backend;
  context: ProductWriteContext;
  queryClient: QueryClient;
  i18n: i18n;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function productSeed(documents: LocalSeed['documents'] = []): LocalSeed {
  return { users: [TEST_USER], documents: [{ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`, data: { profile: { name: 'Ana' } } }, ...documents] };
}

/** A signed-in local backend (fake IndexedDB) with the providers around it. */
export async function productTestEnvironment({
  language = 'en',
  documents = [],
  wrapBackend,
}: { language?: LanguageCode; documents?: LocalSeed['documents']; wrapBackend?: (backend: Backend) => Backend } = {}): Promise<ProductTestEnvironment> {
  const real = await createTestBackend({ seed: productSeed(documents) });
  await real.auth.signIn(TEST_USER.email, TEST_USER.password);
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = createTestQueryClient();
  const i18nInstance = await createTestI18n(language, ['common']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={i18nInstance} backend={backend} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { backend, context: { backend, uid: TEST_USER.uid, mode: TEST_MODE }, queryClient, i18n: i18nInstance, wrapper };
}

/**
 * The real backend whose batch also carries one operation the access rules refuse (a write to the
 * read-only catalogue), placed after the first operation: the real batch must then write nothing.
 */
export function withRefusedOperationInBatch(backend: Backend): Backend {
  const refused: WriteOperation = { type: 'set', path: `mode/${TEST_MODE}/faqs/languages/en/not-allowed`, data: { question: 'x' } };
  const real = backend.documents;
  const documents = wrapDocuments(real, { batch: (operations) => real.batch([...operations.slice(0, 1), refused, ...operations.slice(1)]) });
  return { ...backend, documents };
}

/** The real backend on which another tab runs `write` just before each transaction reads. */
export function withWriteJustBefore(backend: Backend, write: (backend: Backend) => Promise<void>): Backend {
  const real = backend.documents;
  const documents = wrapDocuments(real, {
    transaction: async (paths, decide) => {
      await write(backend);
      return real.transaction(paths, decide);
    },
  });
  return { ...backend, documents };
}

export function photoFile(name = 'card.png', type = 'image/png', bytes = 64): File {
  return new File([new Uint8Array(bytes).fill(7)], name, { type });
}
