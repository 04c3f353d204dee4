import type { Locale } from '@console/locale';
import type { ActionCodeInfo, AuthPort, AuthUser } from '../ports/auth-port';
import type { Unsubscribe } from '../ports/common';
import type { AuthErrorCode } from '../ports/errors';
import { newActionCodeRecord, usableActionCode } from './action-codes';
import { AuthState } from './auth-state';
import { assertStrongPassword, normalisedEmail } from './credentials';
import type { LocalDatabase, UserRecord } from './database';
import { fail } from './errors';
import { sendToOutbox } from './outbox';
import { hashPassword, verifyPassword, type PasswordHash } from './password-hash';
import { newUid } from '../random-id';
import { afterFailedSignIn, clearedLockout, signInBlock } from './sign-in-lockout';

export interface LocalAuthOptions {
  /** Resolves once the demo users are in the database (see `seedOnFirstNeed`): asked before looking a user up by address. */
  seeded: () => Promise<void>;
  now: () => number;
  passwordHashIterations: number;
  emailEnumerationProtection: boolean;
  actionUrl: string;
  emailLanguage: Locale;
}

type SignInOutcome = { user: AuthUser } | { refused: AuthErrorCode; retryAt?: number };

const toAuthUser = ({ uid, email, emailVerified }: UserRecord): AuthUser => ({ uid, email, emailVerified });

/** Firebase Auth's life cycle over the `users`, `session` and `actionCodes` tables. */
export class LocalAuth implements AuthPort {
  private readonly state = new AuthState();
  private language: Locale;
  /** Checked when an e-mail is unknown, so that the answer takes as long as for a known one. */
  private decoy: Promise<PasswordHash> | undefined;

  private constructor(
    private readonly db: LocalDatabase,
    private readonly options: LocalAuthOptions,
  ) {
    this.language = options.emailLanguage;
  }

  /** Restores the persisted session before resolving, then follows sign-ins and sign-outs of other tabs. */
  static async start(db: LocalDatabase, options: LocalAuthOptions): Promise<LocalAuth> {
    const auth = new LocalAuth(db, options);
    auth.state.set(await auth.readSessionUser());
    db.observe(
      (tables) => tables.session.get('current'),
      (session) => {
        // A reload that fails (the page is closing) leaves this tab's state as it was.
        if ((session?.uid ?? null) !== (auth.state.current?.uid ?? null)) auth.reload().catch(() => undefined);
      },
      () => undefined,
    );
    return auth;
  }

  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe {
    return this.state.subscribe(listener);
  }

  authStateReady(): Promise<AuthUser | null> {
    return Promise.resolve(this.state.current);
  }

  currentUser(): AuthUser | null {
    return this.state.current;
  }

  async reload(): Promise<AuthUser | null> {
    const user = await this.readSessionUser();
    this.state.set(user);
    return this.state.current;
  }

  async register(email: string, password: string): Promise<AuthUser> {
    const normalised = normalisedEmail(email);
    assertStrongPassword(password);
    await this.options.seeded();
    if (await this.findUser(normalised)) fail('auth/email-already-in-use');
    const record: UserRecord = {
      uid: newUid(),
      email: normalised,
      emailVerified: false,
      password: await hashPassword(password, this.options.passwordHashIterations),
      previousPasswords: [],
      ...clearedLockout,
      createdAt: this.options.now(),
    };
    const { db } = this;
    await db.transaction('rw', [db.users, db.session], async (tx) => {
      // Checked again inside the transaction: another tab may have registered the address meanwhile.
      if (await tx.users.where('email').equals(normalised).count()) fail('auth/email-already-in-use');
      await tx.users.add(record);
      await tx.session.put({ key: 'current', uid: record.uid, signedInAt: record.createdAt });
    });
    this.state.set(toAuthUser(record));
    return toAuthUser(record);
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    const normalised = normalisedEmail(email);
    await this.options.seeded();
    const user = await this.findUser(normalised);
    if (!user) {
      await verifyPassword(password, await this.decoyHash());
      return fail(this.wrongCredential('auth/user-not-found'));
    }
    // The slow hash is checked before the transaction: IndexedDB commits a transaction that waits on
    // anything else. Everything that decides the outcome happens inside it, on the state it reads.
    const correct = await verifyPassword(password, user.password);
    const { db } = this;
    // The outcome is returned rather than thrown, so that the transaction keeps the failure count.
    const outcome = await db.transaction('rw', [db.users, db.session], async (tx): Promise<SignInOutcome> => {
      const fresh = await tx.users.get(user.uid);
      if (!fresh) return { refused: this.wrongCredential('auth/user-not-found') };
      const now = this.options.now();
      const block = signInBlock(fresh, now);
      // A password reset meanwhile makes the checked hash stale: the old password is wrong now.
      if (!correct || fresh.password.salt !== user.password.salt) {
        // During a lock no password can succeed, so a wrong one there is not counted; either way the
        // answer is that of any wrong password, so a guess never learns the account's state.
        if (block !== 'locked') await tx.users.put({ ...fresh, ...afterFailedSignIn(fresh, now) });
        return { refused: this.wrongCredential('auth/wrong-password') };
      }
      if (block === 'disabled') return { refused: 'auth/account-locked' };
      if (block === 'locked') return { refused: 'auth/too-many-requests', retryAt: fresh.lockedUntil };
      await tx.users.put({ ...fresh, ...clearedLockout });
      await tx.session.put({ key: 'current', uid: fresh.uid, signedInAt: now });
      return { user: toAuthUser(fresh) };
    });
    if ('refused' in outcome) return fail(outcome.refused, undefined, outcome.retryAt);
    this.state.set(outcome.user);
    return outcome.user;
  }

  async signOut(): Promise<void> {
    await this.db.session.delete('current');
    this.state.set(null);
  }

  async sessionStartedAt(): Promise<number | null> {
    const session = await this.db.session.get('current');
    // A session from before sign-in times were kept counts as too old: one more sign-in ends it.
    return session ? (session.signedInAt ?? 0) : null;
  }

  setLanguage(language: Locale): void {
    this.language = language;
  }

  async sendEmailVerification(): Promise<void> {
    const current = this.state.current;
    if (!current) return fail('auth/no-current-user');
    await this.sendActionEmail('VERIFY_EMAIL', current);
  }

  async checkActionCode(oobCode: string): Promise<ActionCodeInfo> {
    const { operation, email } = await usableActionCode(this.db, oobCode, this.options.now());
    return { operation, email };
  }

  async applyActionCode(oobCode: string): Promise<void> {
    const { db } = this;
    const uid = await db.transaction('rw', [db.actionCodes, db.users], async (tx) => {
      const record = await usableActionCode(tx, oobCode, this.options.now(), 'VERIFY_EMAIL');
      await tx.actionCodes.update(record.code, { used: true });
      await tx.users.update(record.uid, { emailVerified: true });
      return record.uid;
    });
    const current = this.state.current;
    if (current?.uid === uid) this.state.set({ ...current, emailVerified: true });
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    await this.options.seeded();
    const user = await this.findUser(normalisedEmail(email));
    if (!user) {
      // With protection on, the answer must not reveal whether the address has an account.
      if (this.options.emailEnumerationProtection) return;
      return fail('auth/user-not-found');
    }
    await this.sendActionEmail('PASSWORD_RESET', user);
  }

  async verifyPasswordResetCode(oobCode: string): Promise<string> {
    return (await usableActionCode(this.db, oobCode, this.options.now(), 'PASSWORD_RESET')).email;
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    const { db } = this;
    const code = await usableActionCode(db, oobCode, this.options.now(), 'PASSWORD_RESET');
    assertStrongPassword(newPassword);
    const user = await db.users.get(code.uid);
    if (!user) return fail('auth/invalid-action-code');
    for (const used of [user.password, ...user.previousPasswords]) {
      if (await verifyPassword(newPassword, used)) fail('auth/password-previously-used');
    }
    const password = await hashPassword(newPassword, this.options.passwordHashIterations);
    await db.transaction('rw', [db.actionCodes, db.users], async (tx) => {
      // Checked again: the same link may have been used in another tab while the hash was computed.
      await usableActionCode(tx, oobCode, this.options.now(), 'PASSWORD_RESET');
      const fresh = await tx.users.get(code.uid);
      if (!fresh) return fail('auth/invalid-action-code');
      await tx.actionCodes.update(code.code, { used: true });
      // A reset is how a locked or disabled account is restored. As in Firebase, it also verifies the
      // e-mail: the link could only be opened from that mailbox.
      await tx.users.put({ ...fresh, ...clearedLockout, emailVerified: true, password, previousPasswords: [...fresh.previousPasswords, fresh.password] });
    });
  }

  private async sendActionEmail(operation: 'VERIFY_EMAIL' | 'PASSWORD_RESET', user: { uid: string; email: string }): Promise<void> {
    const { db } = this;
    const now = this.options.now();
    const record = newActionCodeRecord(operation, user, now);
    await db.transaction('rw', [db.actionCodes, db.outbox], async (tx) => {
      await tx.actionCodes.add(record);
      await sendToOutbox(tx, this.options.actionUrl, {
        kind: operation === 'VERIFY_EMAIL' ? 'verifyEmail' : 'resetPassword',
        to: user.email,
        language: this.language,
        oobCode: record.code,
        sentAt: now,
      });
    });
  }

  /** With e-mail enumeration protection every wrong address or password is the same answer. */
  private wrongCredential(code: 'auth/user-not-found' | 'auth/wrong-password'): AuthErrorCode {
    return this.options.emailEnumerationProtection ? 'auth/invalid-credential' : code;
  }

  private findUser(email: string): Promise<UserRecord | undefined> {
    return this.db.users.where('email').equals(email).first();
  }

  private async readSessionUser(): Promise<AuthUser | null> {
    const session = await this.db.session.get('current');
    const user = session ? await this.db.users.get(session.uid) : undefined;
    return user ? toAuthUser(user) : null;
  }

  private decoyHash(): Promise<PasswordHash> {
    this.decoy ??= hashPassword(crypto.getRandomValues(new Uint8Array(16)).join(''), this.options.passwordHashIterations);
    return this.decoy;
  }
}
