import { BackendError } from '../ports/errors';

/**
 * Firebase lowercases an address but keeps surrounding spaces as part of it (the Auth emulator registers
 * " a@b.example " as given); the port ignores them, as the local adapter and the sign-in form do.
 */
export function trimmedEmail(email: string): string {
  return email.trim();
}

/** Only what every address has: one `@` with something on both sides, and no spaces. */
const addressShape = /^[^\s@]+@[^\s@]+$/;

/**
 * For a reset, a malformed address must still be `auth/invalid-email`: with e-mail enumeration
 * protection on, the Auth emulator answers it like an unknown address, with silent success, so the
 * form would tell the user an e-mail is on its way to an address that cannot exist.
 */
export function wellFormedEmail(email: string): string {
  const trimmed = trimmedEmail(email);
  if (!addressShape.test(trimmed)) throw new BackendError('auth/invalid-email', 'The email address is badly formatted.');
  return trimmed;
}
