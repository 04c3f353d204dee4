import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@console/i18n';
import { errorMessageKey, isConnectionError } from './error-message';
import { BackendError, type BackendErrorCode } from './ports/errors';

describe('errorMessageKey', () => {
  it.each<[BackendErrorCode, string]>([
    ['auth/user-not-found', 'User not found'],
    ['auth/wrong-password', 'Password incorrect'],
    ['auth/invalid-credential', 'The e-mail or the password is incorrect'],
    ['auth/email-already-in-use', 'This e-mail is already in use'],
    ['auth/too-many-requests', 'Too many attempts, try again later'],
    ['auth/expired-action-code', 'Link expired! Click on the resend button and we will send another verification link'],
    ['unknown', 'Something went wrong'],
  ])('turns %s into "%s"', async (code, message) => {
    const i18n = await createI18n({ language: 'en', syncDocumentLanguage: false });
    expect(i18n.t(errorMessageKey(new BackendError(code)))).toBe(message);
  });

  it('says an account locked after failed sign-ins is temporarily disabled, in every language', async () => {
    const texts = await Promise.all(
      (['en', 'mk', 'sq'] as const).map(async (language) => (await createI18n({ language, syncDocumentLanguage: false })).t(errorMessageKey(new BackendError('auth/account-locked')))),
    );
    expect(texts[0]).toMatch(/temporarily disabled/);
    expect(texts[1]).toMatch(/привремено оневозможен/);
    expect(texts[2]).toMatch(/çaktivizuar përkohësisht/);
  });

  it('never says "temporarily" of an account an administrator disabled (Firebase\'s auth/user-disabled)', async () => {
    const texts = await Promise.all(
      (['en', 'mk', 'sq'] as const).map(async (language) => (await createI18n({ language, syncDocumentLanguage: false })).t(errorMessageKey(new BackendError('auth/user-disabled')))),
    );
    expect(texts[0]).toMatch(/disabled by an administrator/);
    expect(texts[1]).toMatch(/го оневозможил администратор/);
    expect(texts[2]).toMatch(/çaktivizuar nga një administrator/);
    expect(texts.join(' ')).not.toMatch(/temporarily|привремено|përkohësisht/);
  });

  it("gives the reason when the project's password policy refuses a password, in every language", async () => {
    const texts = await Promise.all(
      (['en', 'mk', 'sq'] as const).map(async (language) =>
        (await createI18n({ language, syncDocumentLanguage: false })).t(errorMessageKey(new BackendError('auth/password-does-not-meet-requirements'))),
      ),
    );
    expect(texts[0]).toMatch(/^Your bank's password policy does not accept this password/);
    expect(texts[1]).toMatch(/^Политиката за лозинки/);
    expect(texts[2]).toMatch(/^Politika e fjalëkalimeve/);
  });

  it('falls back to "Something went wrong" for anything that is not a known error', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.generic');
    expect(errorMessageKey('text')).toBe('errors.generic');
    expect(errorMessageKey({ code: 'auth/some-new-code' })).toBe('errors.generic');
  });
});

describe('isConnectionError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a failure for want of a connection from a refusal, and counts any failure while the browser is offline', () => {
    expect(isConnectionError({ code: 'unavailable' })).toBe(true);
    expect(isConnectionError({ code: 'auth/network-request-failed' })).toBe(true);
    expect(isConnectionError({ code: 'permission-denied' })).toBe(false);
    expect(isConnectionError(new Error('timeout'))).toBe(false);
    // A browser that knows it is offline (this suite runs in Node, without one).
    vi.stubGlobal('navigator', { onLine: false });
    expect(isConnectionError(new Error('timeout'))).toBe(true);
  });
});

