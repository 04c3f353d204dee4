/**
 * The formats the rules demand of stored values, as regular expressions that Firestore's RE2 accepts
 * too (no look-around): the rules file writes the same patterns (the offline checks compare them).
 */

/** A web page a customer may be sent to: only `https://` (the forms complete a bare `bank.mk/x`). */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#]+[.][^\s/?#]+([/?#]\S*)?$/u;

/** An e-mail address: something, `@`, a domain with at least one dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+([.][^\s@.]+)+$/u;

/** A calendar day as a product's offer dates are stored: `YYYY-MM-DD` (the chat reads it too). */
export { CALENDAR_DAY_PATTERN } from '@console/assistant-contract';

/** The environments whose data the console reads and writes: the `{mode}` of every path. */
export const ENVIRONMENT_MODES = ['staging', 'production'] as const;

/** The storage folder of one account's files: a stored file path must lie inside its owner's. */
export const accountFilesPrefix = (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/files/`;
