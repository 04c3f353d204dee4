import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { loadBackend, type Backend } from '@console/backend';
import { availableNamespaces, createI18n, isLanguageCode } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';

const instances = new Map<string, Promise<i18n>>();

/** One i18next instance per language, with every namespace loaded, shared by all stories. */
export function i18nFor(language: unknown): Promise<i18n> {
  const code = isLanguageCode(language) ? language : 'mk';
  let instance = instances.get(code);
  if (!instance) {
    instance = createI18n({ language: code, namespaces: availableNamespaces(), syncDocumentLanguage: true });
    instances.set(code, instance);
  }
  return instance;
}

let backend: Promise<Backend> | undefined;

/** Stories that need data read it from the real local backend, seeded with the demo data in its own database. */
export function storyBackend(): Promise<Backend> {
  backend ??= loadBackend({
    databaseName: 'tellr-storybook',
    seed: () => import('@console/publishing-data/demo').then((publishing) => publishing.loadPublishedDemoSeed('staging')),
  });
  return backend;
}

export function storyQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(client);
  return client;
}
