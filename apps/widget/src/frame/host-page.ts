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

const languageOf = (tag: string | null | undefined): string | undefined => tag?.toLowerCase().split('-')[0];

/**
 * The chat's first language: the host page's `<html lang>` when it is one of ours, else the browser's
 * first one of ours, else Macedonian. One exception: on an English page, a browser set to Macedonian or
 * Albanian wins. English is what most browsers come set to, and often the page a customer landed on, so
 * it says little; a browser set to Macedonian or Albanian is the customer's own choice.
 */
export function firstLocale(hostLanguage: string | null, browserLanguages: readonly string[] = navigator.languages): Locale {
  const host = languageOf(hostLanguage);
  const browser = browserLanguages.map(languageOf).find(isLocale);
  if (host === 'en' && browser !== undefined && browser !== 'en') return browser;
  return (isLocale(host) ? host : browser) ?? LOCALES[0];
}
