import type { ActionCodeInfo, ActionCodeOperation } from '../ports/auth-port';
import { BackendError } from '../ports/errors';

const invalid = (message: string) => new BackendError('auth/invalid-action-code', message);

/** A link without its code is a broken link; Firebase would call it MISSING_OOB_CODE, an internal error. */
export function requireActionCode(oobCode: string): string {
  if (oobCode.trim() === '') throw invalid('The link has no action code.');
  return oobCode;
}

/**
 * Firebase checks a code, not what it is for: its verifyPasswordResetCode returns the address of a
 * verification code too. The port promises a code of the operation the screen handles.
 */
export function requireOperation(info: ActionCodeInfo, operation: ActionCodeOperation): ActionCodeInfo {
  if (info.operation !== operation) throw invalid(`Expected a ${operation} code, got a ${info.operation} code.`);
  return info;
}
