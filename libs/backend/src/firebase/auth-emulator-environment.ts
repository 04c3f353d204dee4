import { deleteApp, getApp } from 'firebase/app';
import { getAuth, getIdTokenResult } from 'firebase/auth';
import { onTestFinished } from 'vitest';
import type { ContractEnvironment, ContractSetup } from '../contract/environment';
import type { Backend } from '../ports/backend';
import type { ActionEmailKind } from '../ports/outbox-port';
import { authEmulatorAdmin, type EmulatorOobRequestType } from './auth-emulator-admin';
import { createFirebaseBackend } from './create-firebase-backend';
import { parseEmulatorHost, type FirebaseBackendConfig } from './firebase-config';

/** A demo project: the emulator serves it offline, and a real project of that name cannot exist. */
export const emulatorProjectId = 'demo-tellr';

// `firebase emulators:exec` tells its child where the emulator listens; the default is firebase/firebase.json's.
const authHost = parseEmulatorHost('FIREBASE_AUTH_EMULATOR_HOST', process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099');
const admin = authEmulatorAdmin(authHost, emulatorProjectId);

const config: FirebaseBackendConfig = {
  app: {
    apiKey: 'demo-api-key',
    authDomain: `${emulatorProjectId}.firebaseapp.com`,
    projectId: emulatorProjectId,
    storageBucket: `${emulatorProjectId}.appspot.com`,
    messagingSenderId: '1',
    appId: '1:1:web:1',
  },
  // Firestore and Storage emulators cannot run here; pointing at their ports keeps a stray call local.
  emulators: { auth: authHost, firestore: { host: '127.0.0.1', port: 8080 }, storage: { host: '127.0.0.1', port: 9199 } },
  actionUrl: 'http://console.test/',
};

const requestTypes: Record<ActionEmailKind, EmulatorOobRequestType> = { verifyEmail: 'VERIFY_EMAIL', resetPassword: 'PASSWORD_RESET' };

const cannot = (what: string) => () => {
  throw new Error(`The Firebase Auth emulator cannot ${what}; register such tests only where the environment can.`);
};

let appCount = 0;

/** The contract's environment, plus what only a real Auth service can show: the ID token the rules read. */
export interface AuthEmulatorEnvironment extends ContractEnvironment {
  /** The claims of the signed-in user's current ID token, as Firestore's rules would see them. */
  idTokenClaims: () => Promise<Record<string, unknown>>;
  /** Another browser on the same accounts, signed out. */
  otherBrowser: () => Backend;
}

/**
 * The Firebase adapter on the Auth emulator, on an emulator emptied for it. One emulator project
 * serves every environment, so environments must not overlap: vitest runs a file's tests one by one.
 */
export async function authEmulatorEnvironment(setup: ContractSetup = {}): Promise<AuthEmulatorEnvironment> {
  await admin.deleteAllAccounts();
  await admin.setEmailEnumerationProtection(setup.emailEnumerationProtection ?? true);
  // Seeded documents are Firestore's, which this run does not have; the auth suites never read them.
  for (const user of setup.seed?.users ?? []) await admin.createUser(user);
  // Deleting the accounts leaves their unused codes behind; only codes sent from now on belong to this test.
  const earlierCodes = new Set((await admin.listOobCodes()).map((code) => code.oobCode));

  const newBrowser = () => {
    const name = `auth-contract-${++appCount}`;
    const browser = createFirebaseBackend(config, { appName: name, persistence: 'memory' });
    onTestFinished(() => deleteApp(getApp(name)));
    return { name, browser };
  };
  const { name: appName, browser: backend } = newBrowser();

  return {
    backend,
    otherBrowser: () => newBrowser().browser,
    idTokenClaims: async () => {
      const user = getAuth(getApp(appName)).currentUser;
      if (!user) throw new Error('No user is signed in.');
      // Not forced: what matters is the token the SDK would send with the next request.
      return (await getIdTokenResult(user)).claims;
    },
    openTab: cannot('open a second tab of the same session'),
    now: () => Date.now(),
    advanceClock: cannot('move its clock'),
    lastActionCode: async (email, kind) => {
      const address = email.trim().toLowerCase();
      const sent = (await admin.listOobCodes()).filter(
        (code) => code.email === address && code.requestType === requestTypes[kind] && !earlierCodes.has(code.oobCode),
      );
      return sent.at(-1)?.oobCode;
    },
  };
}
