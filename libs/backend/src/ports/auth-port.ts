import type { Locale } from '@console/locale';
import type { Unsubscribe } from './common';

/** The signed-in user as plain data (never an SDK object). */
export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export type ActionCodeOperation = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

export interface ActionCodeInfo {
  operation: ActionCodeOperation;
  email: string;
}


/**
 * Firebase Auth's life cycle, reduced to what the console uses. Every rejection is a BackendError whose
 * code is one of authErrorCodes.
 */
export interface AuthPort {
  /** Fires once with the current user (after the persisted session is restored), then on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  /** Resolves with the user once the persisted session has been restored. */
  authStateReady(): Promise<AuthUser | null>;
  currentUser(): AuthUser | null;
  /** Fetches the user again (e.g. to see that the e-mail has been verified in another tab). */
  reload(): Promise<AuthUser | null>;
  /** Creates the account and signs it in; does not send the verification e-mail by itself. */
  register(email: string, password: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * When the current session began (epoch ms): the sign-in or registration that started it, the same in
   * every tab; null when signed out. The console ends a session a fixed time after it began, as the rules do.
   */
  sessionStartedAt(): Promise<number | null>;
  setLanguage(language: Locale): void;
  sendEmailVerification(): Promise<void>;
  checkActionCode(oobCode: string): Promise<ActionCodeInfo>;
  applyActionCode(oobCode: string): Promise<void>;
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Resolves with the e-mail the reset code belongs to. */
  verifyPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
}
