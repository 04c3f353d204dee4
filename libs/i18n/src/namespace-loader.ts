import type { BackendModule, ReadCallback } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language and namespace: a screen loads only the texts it uses.
const loaders = import.meta.glob<LocaleModule>('../../../locales/*/*.json');

export function localeLoaderKey(language: string, namespace: string): string {
  return `../../../locales/${language}/${namespace}.json`;
}

export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[localeLoaderKey(language, namespace)];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Every namespace present under locales/, for checks and for loading all of them in tests. */
export function availableNamespaces(): string[] {
  const names = Object.keys(loaders).map((key) => key.split('/').pop()?.replace(/\.json$/, '') ?? '');
  return [...new Set(names)].sort();
}
