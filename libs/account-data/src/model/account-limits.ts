/**
 * The longest texts the account document takes. firebase/firestore.rules (validProfile,
 * validAssistant, validBank) refuse anything longer with a bare permission error, so every form that
 * writes the document (registration, settings) checks these numbers first and can say why. The
 * offline rules checks (tools/firebase-emulator/checks) fail when the two disagree.
 */
export const MAX_ACCOUNT_TEXT_LENGTH = 200;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ACCOUNT_EMAIL_LENGTH = 254;

/** The limit of every text field of the document, by section and field name as stored. */
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
