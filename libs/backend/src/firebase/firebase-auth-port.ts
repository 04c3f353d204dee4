import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthPort } from '../ports/auth-port';
import { BackendError } from '../ports/errors';
import { stableAuthUserMapper, toActionCodeInfo, toAuthUser } from './auth-mapping';
import { withBackendErrors } from './firebase-errors';

export function createFirebaseAuthPort(auth: Auth, actionUrl: string | undefined): AuthPort {
  const actionCodeSettings: ActionCodeSettings | undefined = actionUrl ? { url: actionUrl } : undefined;
  const current = stableAuthUserMapper();

  const requireUser = (): User => {
    if (!auth.currentUser) throw new BackendError('auth/no-current-user', 'No user is signed in.');
    return auth.currentUser;
  };

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
        if (!auth.currentUser) return null;
        await reload(auth.currentUser);
        return toAuthUser(auth.currentUser);
      }),

    register: (email, password) =>
      withBackendErrors(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)),

    signIn: (email, password) => withBackendErrors(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)),

    signOut: () => withBackendErrors(() => signOut(auth)),

    setLanguage: (language) => {
      auth.languageCode = language;
    },

    sendEmailVerification: () => withBackendErrors(() => sendEmailVerification(requireUser(), actionCodeSettings)),

    checkActionCode: (oobCode) => withBackendErrors(async () => toActionCodeInfo(await checkActionCode(auth, oobCode))),

    applyActionCode: (oobCode) => withBackendErrors(() => applyActionCode(auth, oobCode)),

    sendPasswordResetEmail: (email) => withBackendErrors(() => sendPasswordResetEmail(auth, email, actionCodeSettings)),

    verifyPasswordResetCode: (oobCode) => withBackendErrors(() => verifyPasswordResetCode(auth, oobCode)),

    // `auth/password-previously-used` cannot be raised here: Firebase Auth keeps no password history
    // and offers no hook before the change; only the local adapter enforces it.
    confirmPasswordReset: (oobCode, newPassword) => withBackendErrors(() => confirmPasswordReset(auth, oobCode, newPassword)),
  };
}
