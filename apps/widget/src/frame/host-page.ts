import { LOCALES, isLocale, type Locale } from '@console/locale';

/**
 * The origin of the page that framed the chat, as the browser reports it (not as the loader claims):
 * Chromium and Safari give `ancestorOrigins`; elsewhere the referrer, which browsers send to frames.
 */
export function hostOrigin(): string | null {
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The chat's first language: the host page's `<html lang>`, else the browser's, else Macedonian. */
export function firstLocale(hostLanguage: string | null, browserLanguages: readonly string[] = navigator.languages): Locale {
  for (const tag of [hostLanguage, ...browserLanguages]) {
    const language = tag?.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return LOCALES[0];
}
