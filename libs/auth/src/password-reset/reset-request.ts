/** The last reset e-mail this tab asked for: the address to show and when, for the resend cooldown. */
export interface ResetRequest {
  email: string;
  sentAt: number;
}

// Per tab, like the router state it backs up: the address is not kept once the tab is closed.
const STORAGE_KEY = 'passwordReset.lastRequest';

export function isResetRequest(value: unknown): value is ResetRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { email, sentAt } = value as Partial<ResetRequest>;
  return typeof email === 'string' && email !== '' && typeof sentAt === 'number' && Number.isFinite(sentAt);
}

export function rememberResetRequest(request: ResetRequest, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(request));
  } catch {
    // Storage may be unavailable (private mode); the router state still carries the request.
  }
}

export function recallResetRequest(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): ResetRequest | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return isResetRequest(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The request carried in router state, else the one this tab remembers (after a reload or a direct visit). */
export function currentResetRequest(routerState: unknown): ResetRequest | null {
  return isResetRequest(routerState) ? routerState : recallResetRequest();
}

/** An address handed over in router state (e.g. "use a different address", or from the login page). */
export function emailFromState(routerState: unknown): string | null {
  if (typeof routerState !== 'object' || routerState === null) return null;
  const { email } = routerState as { email?: unknown };
  return typeof email === 'string' ? email : null;
}
