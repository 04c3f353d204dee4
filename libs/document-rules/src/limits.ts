/**
 * The limits of what the console stores, for the forms (which check them first and can say why) and
 * the rules of both backends (which refuse the rest). The Firestore rules repeat the numbers; the
 * offline rules checks fail when the two disagree.
 */

/** The account document: longest texts by section and field name as stored. */
export const MAX_ACCOUNT_TEXT_LENGTH = 200;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ACCOUNT_EMAIL_LENGTH = 254;

export const ACCOUNT_TEXT_LIMITS = {
  profile: { name: MAX_ACCOUNT_TEXT_LENGTH, surname: MAX_ACCOUNT_TEXT_LENGTH, company: MAX_ACCOUNT_TEXT_LENGTH },
  assistant: { name: MAX_ACCOUNT_TEXT_LENGTH },
  bank: {
    name: MAX_ACCOUNT_TEXT_LENGTH,
    location: MAX_ACCOUNT_TEXT_LENGTH,
    contact: MAX_ACCOUNT_TEXT_LENGTH,
    phone: MAX_PHONE_LENGTH,
    destinationEmail: MAX_ACCOUNT_EMAIL_LENGTH,
  },
} as const;

export type CustomerType = 'individual' | 'corporate';
export const CUSTOMER_TYPES: readonly CustomerType[] = ['individual', 'corporate'];

/** A FAQ answer: its text (trimmed) and attachments, images and PDFs small enough for a chat. */
export const MAX_ANSWER_LENGTH = 4000;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

/**
 * The questions a bank hides: at most this many (several times the catalogue), each named by a
 * catalogue id no longer than this.
 */
export const MAX_HIDDEN_QUESTIONS = 1000;
export const MAX_FAQ_ID_LENGTH = 128;

/** Longest stored file path and download URL (a long token included). */
export const MAX_FILE_PATH_LENGTH = 1024;
export const MAX_FILE_URL_LENGTH = 2048;
