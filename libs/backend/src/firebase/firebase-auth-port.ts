import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getIdTokenResult,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import type { ActionCodeInfo, ActionCodeOperation, AuthPort } from '../ports/auth-port';
import { BackendError } from '../ports/errors';
import { requireActionCode, requireOperation } from './action-code-checks';
import { stableAuthUserMapper, toActionCodeInfo, toAuthUser } from './auth-mapping';
import { trimmedEmail, wellFormedEmail } from './email-input';
import { withBackendErrors } from './firebase-errors';

/**
 * The rules read `email_verified` from the ID token, which keeps the value it was issued with for up to
 * an hour. Once the account is verified, a token that still says otherwise is replaced at once, or the
 * new bank's first writes would be refused.
 */
async function refreshTokenOnceVerified(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await getIdTokenResult(user);
  if (claims['email_verified'] !== true) await getIdTokenResult(user, true);
}

export function createFirebaseAuthPort(auth: Auth, actionUrl: string | undefined): AuthPort {
  const actionCodeSettings: ActionCodeSettings | undefined = actionUrl ? { url: actionUrl } : undefined;
  const current = stableAuthUserMapper();

  const requireUser = (): User => {
    if (!auth.currentUser) throw new BackendError('auth/no-current-user', 'No user is signed in.');
    return auth.currentUser;
  };

  const actionCodeInfo = async (oobCode: string): Promise<ActionCodeInfo> => toActionCodeInfo(await checkActionCode(auth, requireActionCode(oobCode)));
  const actionCodeFor = async (oobCode: string, operation: ActionCodeOperation) => requireOperation(await actionCodeInfo(oobCode), operation);

  return {
    // As in Firebase (and the local adapter), only a change of user is an event: a reload that finds
    // the e-mail verified updates currentUser() and reload()'s result, without a call here.
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, (user) => listener(toAuthUser(user))),

    authStateReady: () =>
      withBackendErrors(async () => {
        await auth.authStateReady();
        return toAuthUser(auth.currentUser);
      }),

    currentUser: () => current(auth.currentUser),

    reload: () =>
      withBackendErrors(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        await reload(user);
        await refreshTokenOnceVerified(user);
        return toAuthUser(auth.currentUser);
      }),

    register: (email, password) =>
      withBackendErrors(async () => toAuthUser((await createUserWithEmailAndPassword(auth, trimmedEmail(email), password)).user)),

    signIn: (email, password) =>
      withBackendErrors(async () => toAuthUser((await signInWithEmailAndPassword(auth, trimmedEmail(email), password)).user)),

    signOut: () => withBackendErrors(() => signOut(auth)),

    // The very claim the rules check (`auth_time`), so that the console and the rules agree on a session's age.
    sessionStartedAt: () =>
      withBackendErrors(async () => {
        const user = auth.currentUser;
        return user ? Date.parse((await getIdTokenResult(user)).authTime) : null;
      }),

    setLanguage: (language) => {
      auth.languageCode = language;
    },

    sendEmailVerification: () => withBackendErrors(() => sendEmailVerification(requireUser(), actionCodeSettings)),

    checkActionCode: (oobCode) => withBackendErrors(() => actionCodeInfo(oobCode)),

    // Checked first because applying a reset code is not defined by Firebase (the emulator answers
    // "not implemented"); one more request on a page that is opened once per link.
    applyActionCode: (oobCode) =>
      withBackendErrors(async () => {
        await actionCodeFor(oobCode, 'VERIFY_EMAIL');
        await applyActionCode(auth, oobCode);
        // The signed-in user may be the one just verified: the rules see it only in a fresh token.
        const user = auth.currentUser;
        if (user) {
          await reload(user);
          await refreshTokenOnceVerified(user);
        }
      }),

    sendPasswordResetEmail: (email) => withBackendErrors(async () => sendPasswordResetEmail(auth, wellFormedEmail(email), actionCodeSettings)),

    // The SDK's verifyPasswordResetCode is checkActionCode without a look at the operation.
    verifyPasswordResetCode: (oobCode) => withBackendErrors(async () => (await actionCodeFor(oobCode, 'PASSWORD_RESET')).email),

    // `auth/password-previously-used` cannot be raised here: Firebase Auth keeps no password history
    // and offers no hook before the change; only the local adapter enforces it.
    confirmPasswordReset: (oobCode, newPassword) =>
      withBackendErrors(async () => confirmPasswordReset(auth, requireActionCode(oobCode), newPassword)),
  };
}
