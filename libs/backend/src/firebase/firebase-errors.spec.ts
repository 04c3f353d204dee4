import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../ports/errors';
import { fromFirebaseError, withBackendErrors } from './firebase-errors';

describe('fromFirebaseError', () => {
  it("keeps the password policy's refusal, with Firebase's list of what is missing", () => {
    const refused = fromFirebaseError(new FirebaseError('auth/password-does-not-meet-requirements', 'Firebase: Missing password requirements: [Password must contain at least 12 characters]'));
    expect(refused).toMatchObject({ name: 'BackendError', code: 'auth/password-does-not-meet-requirements' });
    expect(refused.message).toMatch(/at least 12 characters/);
  });

  it('keeps an Auth code and the message, and drops the SDK class', () => {
    const sdkError = new FirebaseError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).');

    const error = fromFirebaseError(sdkError);

    expect(error).toBeInstanceOf(BackendError);
    expect(error).not.toBeInstanceOf(FirebaseError);
    expect(error.code).toBe('auth/email-already-in-use');
    expect(error.message).toBe(sdkError.message);
  });

  it('keeps a Firestore code, which has no prefix', () => {
    const firestoreShaped = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied', name: 'FirebaseError' });

    expect(fromFirebaseError(firestoreShaped).code).toBe('permission-denied');
  });

  it('keeps a Storage code', () => {
    expect(fromFirebaseError(new FirebaseError('storage/canceled', 'User canceled the upload/download.')).code).toBe('storage/canceled');
  });

  it('maps codes that mean the same as a port code onto it', () => {
    expect(fromFirebaseError(new FirebaseError('auth/invalid-login-credentials', 'x')).code).toBe('auth/invalid-credential');
    expect(fromFirebaseError(new FirebaseError('storage/unauthenticated', 'x')).code).toBe('storage/unauthorized');
  });

  it('turns an unknown code or a code-less value into `unknown`', () => {
    expect(fromFirebaseError(new FirebaseError('auth/internal-error', 'boom')).code).toBe('unknown');
    expect(fromFirebaseError(new FirebaseError('resource-exhausted', 'quota')).code).toBe('unknown');
    expect(fromFirebaseError('plain string').code).toBe('unknown');
  });
});

describe('withBackendErrors', () => {
  it('resolves with the value of a call that succeeds', async () => {
    await expect(withBackendErrors(async () => 42)).resolves.toBe(42);
  });

  it('converts a rejection and a synchronous throw alike', async () => {
    const rejected = withBackendErrors(() => Promise.reject(new FirebaseError('auth/user-disabled', 'disabled')));
    const thrown = withBackendErrors(() => {
      throw new FirebaseError('not-found', 'No document to update');
    });

    await expect(rejected).rejects.toMatchObject({ name: 'BackendError', code: 'auth/user-disabled' });
    await expect(thrown).rejects.toMatchObject({ name: 'BackendError', code: 'not-found' });
  });
});
