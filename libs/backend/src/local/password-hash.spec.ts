import { describe, expect, it } from 'vitest';
import { createLocalBackend } from './create-local-backend';
import { openLocalDatabase } from './database';
import { testHashIterations } from './local-test-environment';
import { defaultPasswordHashIterations, hashPassword, verifyPassword } from './password-hash';
import { randomId } from '../random-id';

describe('password hashes', () => {
  it('verifies the right password and rejects any other', async () => {
    const stored = await hashPassword('correct horse', testHashIterations);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash with 16 random bytes', async () => {
    const [first, second] = await Promise.all([hashPassword('same', testHashIterations), hashPassword('same', testHashIterations)]);
    expect(atob(first.salt)).toHaveLength(16);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('stores only a PBKDF2-SHA-256 record with its iteration count, never the password', async () => {
    const databaseName = `hash-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName, passwordHashIterations: 1234 });
    await backend.auth.register('owner@bank.example', 'plain-text-secret');
    const db = openLocalDatabase(databaseName);
    const [user] = await db.users.toArray();
    db.close();
    expect(user?.password).toEqual({ algorithm: 'PBKDF2-SHA-256', iterations: 1234, salt: expect.any(String), hash: expect.any(String) });
    expect(JSON.stringify(user)).not.toContain('plain-text-secret');
  });

  it(`uses ${defaultPasswordHashIterations} iterations unless told otherwise`, async () => {
    const databaseName = `hash-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName });
    await backend.auth.register('owner@bank.example', 'plain-text-secret');
    const db = openLocalDatabase(databaseName);
    const [user] = await db.users.toArray();
    db.close();
    expect(user?.password.iterations).toBe(600_000);
  });

  it('keeps earlier passwords only as hashes after a reset', async () => {
    const databaseName = `hash-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName, passwordHashIterations: testHashIterations });
    await backend.auth.register('owner@bank.example', 'first-secret');
    await backend.auth.sendPasswordResetEmail('owner@bank.example');
    const db = openLocalDatabase(databaseName);
    const [code] = await db.actionCodes.toArray();
    await backend.auth.confirmPasswordReset(code?.code ?? '', 'second-secret');
    const [user] = await db.users.toArray();
    db.close();
    expect(user?.previousPasswords).toHaveLength(1);
    expect(JSON.stringify(user)).not.toMatch(/first-secret|second-secret/);
  });
});
