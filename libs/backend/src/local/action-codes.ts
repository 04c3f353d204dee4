import type { ActionCodeOperation } from '../ports/auth-port';
import type { ActionCodeRecord, LocalTables } from './database';
import { fail } from './errors';
import { newActionCode } from '../random-id';

export const verifyEmailLinkLifetimeMs = 3 * 24 * 60 * 60 * 1000;
export const resetPasswordLinkLifetimeMs = 60 * 60 * 1000;

const lifetimeOf: Record<ActionCodeOperation, number> = {
  VERIFY_EMAIL: verifyEmailLinkLifetimeMs,
  PASSWORD_RESET: resetPasswordLinkLifetimeMs,
};

export function newActionCodeRecord(operation: ActionCodeOperation, user: { uid: string; email: string }, now: number): ActionCodeRecord {
  return { code: newActionCode(), operation, uid: user.uid, email: user.email, createdAt: now, expiresAt: now + lifetimeOf[operation], used: false };
}

/**
 * The code's record if it can still be used (for `operation`, when given). Unknown, used and
 * wrong-operation codes are all `auth/invalid-action-code`, so a caller learns nothing from guessing.
 */
export async function usableActionCode(db: LocalTables, code: string, now: number, operation?: ActionCodeOperation): Promise<ActionCodeRecord> {
  const record = typeof code === 'string' && code.length > 0 ? await db.actionCodes.get(code) : undefined;
  if (!record || record.used || (operation !== undefined && record.operation !== operation)) return fail('auth/invalid-action-code');
  if (now >= record.expiresAt) return fail('auth/expired-action-code');
  return record;
}
