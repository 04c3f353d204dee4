import type { i18n } from 'i18next';
import { availableNamespaces, createI18n, type LanguageCode } from '@console/i18n';

/**
 * A fresh i18next instance on the project's real locale files, with `namespaces` loaded before it
 * resolves so that nothing suspends on texts. It leaves `<html lang>` alone: the DOM is shared by the
 * tests of a worker.
 */
export function createTestI18n(language: LanguageCode = 'en', namespaces: string[] = availableNamespaces()): Promise<i18n> {
  return createI18n({ language, namespaces, syncDocumentLanguage: false });
}
