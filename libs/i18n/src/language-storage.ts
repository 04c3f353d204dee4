import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguageCode, type LanguageCode } from './languages';

/** The saved language, or the default when nothing (or something unknown) is saved. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LanguageCode {
  const stored = safely(() => storage?.getItem(LANGUAGE_STORAGE_KEY));
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(code: LanguageCode, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  safely(() => storage?.setItem(LANGUAGE_STORAGE_KEY, code));
}

// Private browsing modes may throw on any storage access; the language then simply is not kept.
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
