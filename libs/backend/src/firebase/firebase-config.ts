/** The Firebase project's web app settings, as `initializeApp` expects them. */
export interface FirebaseAppSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId?: string;
}

export interface EmulatorHost {
  host: string;
  port: number;
}

export interface FirebaseEmulators {
  auth?: EmulatorHost;
  firestore?: EmulatorHost;
  storage?: EmulatorHost;
}

export interface FirebaseBackendConfig {
  app: FirebaseAppSettings;
  emulators: FirebaseEmulators;
  /** Continue URL put into verification and reset e-mails; the project's template decides otherwise. */
  actionUrl?: string;
  /** The reCAPTCHA Enterprise key of App Check, where the bank switched App Check on. */
  appCheckSiteKey?: string;
}

const requiredVariables = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Record<Exclude<keyof FirebaseAppSettings, 'measurementId'>, string>;

const emulatorVariables = {
  auth: 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST',
  storage: 'VITE_FIREBASE_STORAGE_EMULATOR_HOST',
} as const satisfies Record<keyof FirebaseEmulators, string>;

/** Blank and non-string values count as unset: Vite leaves an empty string for `VAR=` in an .env file. */
function readVariable(env: Record<string, unknown>, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** `127.0.0.1:9099` → `{ host: '127.0.0.1', port: 9099 }`, the form the Firebase CLI prints. */
export function parseEmulatorHost(variable: string, value: string): EmulatorHost {
  const match = /^([^\s/:]+|\[[0-9a-fA-F:]+\]):(\d{1,5})$/.exec(value);
  const port = match ? Number(match[2]) : NaN;
  if (!match?.[1] || port < 1 || port > 65535) {
    throw new Error(`${variable} must be "host:port" (for example 127.0.0.1:9099), got "${value}".`);
  }
  return { host: match[1], port };
}

function parseActionUrl(value: string): string {
  try {
    return new URL(value).toString();
  } catch {
    throw new Error(`VITE_FIREBASE_ACTION_URL must be an absolute URL, got "${value}".`);
  }
}

/** Reads the `VITE_FIREBASE_*` variables; throws one error naming every required variable that is missing. */
export function firebaseConfigFromEnv(env: Record<string, unknown>): FirebaseBackendConfig {
  const missing = Object.values(requiredVariables).filter((name) => readVariable(env, name) === undefined);
  if (missing.length > 0) {
    throw new Error(`The Firebase backend is missing environment variables: ${missing.join(', ')}.`);
  }
  const required = (name: string) => readVariable(env, name) ?? '';
  const app: FirebaseAppSettings = {
    apiKey: required(requiredVariables.apiKey),
    authDomain: required(requiredVariables.authDomain),
    projectId: required(requiredVariables.projectId),
    storageBucket: required(requiredVariables.storageBucket),
    messagingSenderId: required(requiredVariables.messagingSenderId),
    appId: required(requiredVariables.appId),
  };
  const measurementId = readVariable(env, 'VITE_FIREBASE_MEASUREMENT_ID');
  if (measurementId) app.measurementId = measurementId;

  const emulators: FirebaseEmulators = {};
  for (const [service, variable] of Object.entries(emulatorVariables) as Array<[keyof FirebaseEmulators, string]>) {
    const value = readVariable(env, variable);
    if (value) emulators[service] = parseEmulatorHost(variable, value);
  }

  const config: FirebaseBackendConfig = { app, emulators };
  const actionUrl = readVariable(env, 'VITE_FIREBASE_ACTION_URL');
  if (actionUrl) config.actionUrl = parseActionUrl(actionUrl);
  const appCheckSiteKey = readVariable(env, 'VITE_FIREBASE_APP_CHECK_SITE_KEY');
  if (appCheckSiteKey) config.appCheckSiteKey = appCheckSiteKey;
  return config;
}
