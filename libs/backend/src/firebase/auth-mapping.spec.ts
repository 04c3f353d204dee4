import { ActionCodeOperation } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { stableAuthUserMapper, toActionCodeInfo, toAuthUser } from './auth-mapping';

describe('toAuthUser', () => {
  it('keeps only uid, email and emailVerified', () => {
    const sdkLike = { uid: 'u1', email: 'ops@bank.mk', emailVerified: true, displayName: 'Ops', providerData: [], getIdToken: () => Promise.resolve('t') };

    expect(toAuthUser(sdkLike)).toEqual({ uid: 'u1', email: 'ops@bank.mk', emailVerified: true });
  });

  it('maps no user to null and a missing e-mail to an empty string', () => {
    expect(toAuthUser(null)).toBeNull();
    expect(toAuthUser({ uid: 'u2', email: null, emailVerified: false })).toEqual({ uid: 'u2', email: '', emailVerified: false });
  });
});

describe('toActionCodeInfo', () => {
  it('passes verification and reset codes through with their e-mail', () => {
    expect(toActionCodeInfo({ operation: ActionCodeOperation.VERIFY_EMAIL, data: { email: 'ops@bank.mk' } })).toEqual({
      operation: 'VERIFY_EMAIL',
      email: 'ops@bank.mk',
    });
    expect(toActionCodeInfo({ operation: ActionCodeOperation.PASSWORD_RESET, data: { email: 'ops@bank.mk' } })).toEqual({
      operation: 'PASSWORD_RESET',
      email: 'ops@bank.mk',
    });
  });

  it('gives an empty e-mail when the provider sends none', () => {
    expect(toActionCodeInfo({ operation: ActionCodeOperation.VERIFY_EMAIL, data: {} }).email).toBe('');
  });

  it.each([ActionCodeOperation.EMAIL_SIGNIN, ActionCodeOperation.RECOVER_EMAIL, ActionCodeOperation.VERIFY_AND_CHANGE_EMAIL])(
    'refuses a %s code as auth/invalid-action-code',
    (operation) => {
      expect(() => toActionCodeInfo({ operation, data: { email: 'ops@bank.mk' } })).toThrowError(
        expect.objectContaining({ name: 'BackendError', code: 'auth/invalid-action-code' }),
      );
    },
  );
});

describe('stableAuthUserMapper', () => {
  it('keeps the same object while the user is unchanged and makes a new one on a change', () => {
    const map = stableAuthUserMapper();
    const first = map({ uid: 'u1', email: 'a@b.example', emailVerified: false });
    expect(map({ uid: 'u1', email: 'a@b.example', emailVerified: false })).toBe(first);
    const verified = map({ uid: 'u1', email: 'a@b.example', emailVerified: true });
    expect(verified).not.toBe(first);
    expect(verified).toEqual({ uid: 'u1', email: 'a@b.example', emailVerified: true });
    expect(map(null)).toBeNull();
  });
});
