import { describe, expect, it } from 'vitest';
import { firebaseConfigFromEnv, parseEmulatorHost } from './firebase-config';

const completeEnv = {
  VITE_FIREBASE_API_KEY: 'key-123',
  VITE_FIREBASE_AUTH_DOMAIN: 'bank-console.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bank-console',
  VITE_FIREBASE_STORAGE_BUCKET: 'bank-console.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
};

describe('firebaseConfigFromEnv', () => {
  it('maps the required variables onto the app settings', () => {
    const config = firebaseConfigFromEnv(completeEnv);

    expect(config.app).toEqual({
      apiKey: completeEnv.VITE_FIREBASE_API_KEY,
      authDomain: completeEnv.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: completeEnv.VITE_FIREBASE_PROJECT_ID,
      storageBucket: completeEnv.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: completeEnv.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: completeEnv.VITE_FIREBASE_APP_ID,
    });
    expect(config.emulators).toEqual({});
    expect(config).not.toHaveProperty('actionUrl');
  });

  it('names every missing required variable in one error', () => {
    const { VITE_FIREBASE_API_KEY: _key, VITE_FIREBASE_APP_ID: _app, ...partial } = completeEnv;

    expect(() => firebaseConfigFromEnv(partial)).toThrowError(/VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID/);
  });

  it('lists all six required variables when nothing is set', () => {
    let message = '';
    try {
      firebaseConfigFromEnv({});
    } catch (error) {
      message = (error as Error).message;
    }

    for (const name of Object.keys(completeEnv)) expect(message).toContain(name);
  });

  it('treats blank and non-string values as missing', () => {
    const env = { ...completeEnv, VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_APP_ID: true };

    expect(() => firebaseConfigFromEnv(env)).toThrowError(/VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/);
  });

  it('trims surrounding white space', () => {
    const config = firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_PROJECT_ID: ' bank-console \n' });

    expect(config.app.projectId).toBe('bank-console');
  });

  it('passes the measurement id through only when it is set', () => {
    expect(firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' }).app.measurementId).toBe('G-ABC123');
    expect(firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_MEASUREMENT_ID: '' }).app).not.toHaveProperty('measurementId');
  });

  it('parses the emulator hosts that are set and leaves the others out', () => {
    const config = firebaseConfigFromEnv({
      ...completeEnv,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: 'localhost:8080',
    });

    expect(config.emulators).toEqual({ auth: { host: '127.0.0.1', port: 9099 }, firestore: { host: 'localhost', port: 8080 } });
  });

  it('refuses a malformed emulator host, naming the variable', () => {
    const env = { ...completeEnv, VITE_FIREBASE_STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199' };

    expect(() => firebaseConfigFromEnv(env)).toThrowError(/VITE_FIREBASE_STORAGE_EMULATOR_HOST/);
  });

  it('keeps a valid action URL and refuses a relative one', () => {
    expect(firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_ACTION_URL: 'https://console.bank.mk/' }).actionUrl).toBe(
      'https://console.bank.mk/',
    );
    expect(() => firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_ACTION_URL: '/verify' })).toThrowError(/VITE_FIREBASE_ACTION_URL/);
  });

  it('starts App Check only where the bank gave its reCAPTCHA Enterprise key', () => {
    expect(firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_APP_CHECK_SITE_KEY: ' 6Lc-site-key ' }).appCheckSiteKey).toBe('6Lc-site-key');
    expect(firebaseConfigFromEnv({ ...completeEnv, VITE_FIREBASE_APP_CHECK_SITE_KEY: '' })).not.toHaveProperty('appCheckSiteKey');
    expect(firebaseConfigFromEnv(completeEnv)).not.toHaveProperty('appCheckSiteKey');
  });
});

describe('parseEmulatorHost', () => {
  it('splits host and port, including a bracketed IPv6 host', () => {
    expect(parseEmulatorHost('X', '127.0.0.1:9099')).toEqual({ host: '127.0.0.1', port: 9099 });
    expect(parseEmulatorHost('X', '[::1]:8080')).toEqual({ host: '[::1]', port: 8080 });
  });

  it.each(['127.0.0.1', ':9099', 'localhost:0', 'localhost:70000', 'localhost:port'])('refuses "%s"', (value) => {
    expect(() => parseEmulatorHost('VITE_FIREBASE_AUTH_EMULATOR_HOST', value)).toThrowError(/VITE_FIREBASE_AUTH_EMULATOR_HOST/);
  });
});
