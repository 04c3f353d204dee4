import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, storeLanguage } from '@console/i18n';

/**
 * A reset link carries the language its e-mail was written in; the page follows it (and keeps it), so
 * the person reads the page in the language they asked in, even on another device. No reload needed.
 */
export function useLinkLanguage(lang: string | null): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLanguageCode(lang) || lang === (i18n.resolvedLanguage ?? i18n.language)) return;
    storeLanguage(lang);
    void i18n.changeLanguage(lang);
  }, [lang, i18n]);
}
