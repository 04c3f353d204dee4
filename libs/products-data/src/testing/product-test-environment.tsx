import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { Backend, LocalSeed } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestI18n, createTestQueryClient, signedInTestBackend, TEST_USER, TestProviders } from '@console/testing';
import type { ProductWriteContext } from '../mutations/product-writer';

export interface ProductTestEnvironment {
  backend: Backend;
  context: ProductWriteContext;
  queryClient: QueryClient;
  i18n: i18n;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** A signed-in local backend (fake IndexedDB) holding `documents`, with the providers around it. */
export async function productTestEnvironment({
  language = 'en',
  documents = [],
  wrapBackend,
}: { language?: LanguageCode; documents?: LocalSeed['documents']; wrapBackend?: (backend: Backend) => Backend } = {}): Promise<ProductTestEnvironment> {
  const real = await signedInTestBackend({ documents });
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = createTestQueryClient();
  const i18nInstance = await createTestI18n(language, ['common']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={i18nInstance} backend={backend} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { backend, context: { backend, uid: TEST_USER.uid }, queryClient, i18n: i18nInstance, wrapper };
}
