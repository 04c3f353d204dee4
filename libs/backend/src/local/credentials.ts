import { fail } from './errors';

export const minimumPasswordLength = 6;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared lowercased and trimmed, as Firebase Auth does. */
export function normalisedEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!emailPattern.test(normalised)) fail('auth/invalid-email');
  return normalised;
}

export function assertStrongPassword(password: string): void {
  if (password.length < minimumPasswordLength) fail('auth/weak-password', `Password should be at least ${minimumPasswordLength} characters`);
}
