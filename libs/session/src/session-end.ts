import type { AutomaticSignOutReason } from './session-limits';

/** Why a session ended: the person signed out, it timed out here, or another tab ended it. */
export type SessionEndReason = 'signed-out' | AutomaticSignOutReason | 'other-tab';

const reasons: readonly SessionEndReason[] = ['signed-out', 'idle', 'expired', 'other-tab'];

/** Navigation state of the way to the login page that ends the session once it has been taken. */
interface EndSessionState {
  endSession: SessionEndReason;
}

/** Navigation state of the login page after a session ended, for the page to say why. */
interface SessionEndedState {
  sessionEnded: SessionEndReason;
}

export const endSessionState = (reason: SessionEndReason): EndSessionState => ({ endSession: reason });
export const sessionEndedState = (reason: SessionEndReason): SessionEndedState => ({ sessionEnded: reason });

function reasonAt(state: unknown, key: keyof EndSessionState | keyof SessionEndedState): SessionEndReason | null {
  if (typeof state !== 'object' || state === null || !(key in state)) return null;
  const reason: unknown = (state as Record<string, unknown>)[key];
  return reasons.find((known) => known === reason) ?? null;
}

/** The sign-out a navigation asks for, if any. */
export const readEndSession = (state: unknown): SessionEndReason | null => reasonAt(state, 'endSession');

/** Why the session ended, when the login page was reached because it did. */
export const readSessionEnded = (state: unknown): SessionEndReason | null => reasonAt(state, 'sessionEnded');
