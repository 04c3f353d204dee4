import type { ContractUser } from '../contract/environment';
import type { EmulatorHost } from './firebase-config';

/** Identity Toolkit's names for the two kinds of e-mail the console sends. */
export type EmulatorOobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

export interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/**
 * The Auth emulator's own REST API, for tests: what an administrator (or the emulator's UI) does
 * around the app, never what the console itself may do.
 */
export interface AuthEmulatorAdmin {
  deleteAllAccounts(): Promise<void>;
  /** Creates the account with its fixed uid and verified state in one privileged call. */
  createUser(user: ContractUser): Promise<void>;
  setEmailEnumerationProtection(enabled: boolean): Promise<void>;
  /** Every unused code the emulator has "sent", oldest first. */
  listOobCodes(): Promise<EmulatorOobCode[]>;
}

export function authEmulatorAdmin(host: EmulatorHost, projectId: string): AuthEmulatorAdmin {
  const origin = `http://${host.host}:${host.port}`;
  const emulatorApi = `${origin}/emulator/v1/projects/${projectId}`;

  const call = async (method: string, url: string, body?: unknown): Promise<unknown> => {
    // `Bearer owner` is the emulator's stand-in for an administrator's credentials.
    const response = await fetch(url, {
      method,
      headers: { Authorization: 'Bearer owner', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`Auth emulator: ${method} ${url} answered ${response.status} ${await response.text()}`);
    return response.json();
  };

  return {
    deleteAllAccounts: async () => {
      await call('DELETE', `${emulatorApi}/accounts`);
    },
    createUser: async ({ uid, email, password, emailVerified }) => {
      await call('POST', `${origin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, { localId: uid, email, password, emailVerified });
    },
    setEmailEnumerationProtection: async (enabled) => {
      const config = (await call('PATCH', `${emulatorApi}/config`, { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } })) as {
        emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
      };
      // A setting the emulator silently ignored would make every later assertion about it meaningless.
      if (config.emailPrivacyConfig?.enableImprovedEmailPrivacy !== enabled) {
        throw new Error(`Auth emulator did not switch e-mail enumeration protection ${enabled ? 'on' : 'off'}: ${JSON.stringify(config)}`);
      }
    },
    listOobCodes: async () => ((await call('GET', `${emulatorApi}/oobCodes`)) as { oobCodes?: EmulatorOobCode[] }).oobCodes ?? [],
  };
}
