/** After this many consecutive failures sign-in is refused for a while, even with the right password. */
export const failuresBeforeLockout = 5;
/** After this many the account is disabled until its password is reset. */
export const failuresBeforeDisable = 10;
export const lockoutMs = 60_000;

export interface LockoutState {
  failedSignIns: number;
  lockedUntil: number;
  disabled: boolean;
}

export const clearedLockout: LockoutState = { failedSignIns: 0, lockedUntil: 0, disabled: false };

/** Why a sign-in attempt is refused before the password is even checked, if it is. */
export function signInBlock(state: LockoutState, now: number): 'disabled' | 'locked' | null {
  if (state.disabled) return 'disabled';
  if (now < state.lockedUntil) return 'locked';
  return null;
}

/** The state after one more wrong password: every failure from the fifth on locks for another minute. */
export function afterFailedSignIn(state: LockoutState, now: number): LockoutState {
  const failedSignIns = state.failedSignIns + 1;
  return {
    failedSignIns,
    lockedUntil: failedSignIns >= failuresBeforeLockout ? now + lockoutMs : state.lockedUntil,
    disabled: failedSignIns >= failuresBeforeDisable,
  };
}
