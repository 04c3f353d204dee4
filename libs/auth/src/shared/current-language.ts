import type { EmailLanguage } from '@console/backend';
import { isLanguageCode, DEFAULT_LANGUAGE } from '@console/i18n';

/** The interface language as the language of e-mails and of the account profile. */
export function toEmailLanguage(language: string | undefined): EmailLanguage {
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}
