import type { Locale } from '@console/locale';

/**
 * The document layout of the console (catalogue, account, the account's answers), repeated here
 * because a util library may not import the backend's path helpers. The seed spec pins it down.
 */
export const demoPaths = {
  catalogueEntry: (mode: string, locale: Locale, faqId: string) => `mode/${mode}/faqs/languages/${locale}/${faqId}`,
  account: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}`,
  accountAnswer: (mode: string, uid: string, locale: Locale, faqId: string) =>
    `mode/${mode}/accounts/${uid}/faqs/${locale}/collection/${faqId}`,
};

/** A mode becomes one path segment, so it may not contain a slash or be empty. */
export function assertValidMode(mode: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(mode)) {
    throw new Error(`Invalid mode "${mode}": use letters, digits, "-" or "_" (it becomes a path segment).`);
  }
}
