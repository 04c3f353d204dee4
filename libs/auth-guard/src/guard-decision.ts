import { ROUTES } from '@console/routes';
/**
 * The navigation guard of the specification (section 4) as a pure function: given where the user is
 * going, who is signed in and what was remembered, it says whether to continue or where to go instead.
 */
export type RouteAccess = 'public' | 'login';

export interface GuardTarget {
  pathname: string;
  /** The query of the target address. */
  query: Readonly<Record<string, string>>;
}

/** A route remembered while signed out (a verification link opened before signing in). */
export interface RememberedRoute {
  pathname: string;
  query: Readonly<Record<string, string>>;
}

export interface GuardInput {
  target: GuardTarget;
  /** Access of the target route; unknown paths are redirected by the router before the guard. */
  access: RouteAccess;
  /** `null` when signed out; otherwise the user after a reload. */
  user: { emailVerified: boolean } | null;
  remembered: RememberedRoute | null;
}

export type GuardDecision =
  | { kind: 'continue'; forgetRemembered?: true }
  | { kind: 'redirect'; to: GuardTarget; remember?: RememberedRoute; forgetRemembered?: true };

export const SET_NEW_PASSWORD_PATH = ROUTES.setNewPassword;
export const EMAIL_VERIFIED_PATH = ROUTES.emailVerified;
export const LOGIN_PATH = ROUTES.login;

/** Rule 2 needs no auth state: it is decided before waiting for the session. */
export function decideBeforeAuth(target: GuardTarget): GuardDecision | null {
  const { mode, lang, oobCode } = target.query;
  if (mode === 'resetPassword' && lang !== undefined && target.pathname !== SET_NEW_PASSWORD_PATH) {
    return { kind: 'redirect', to: { pathname: SET_NEW_PASSWORD_PATH, query: actionQuery(mode, oobCode, lang) } };
  }
  return null;
}

export function decide({ target, access, user, remembered }: GuardInput): GuardDecision {
  const early = decideBeforeAuth(target);
  if (early) return early;

  if (user) {
    if (remembered) {
      const { mode, oobCode } = remembered.query;
      const query = { ...remembered.query, ...actionQuery(mode, oobCode) };
      return { kind: 'redirect', to: { pathname: remembered.pathname, query }, forgetRemembered: true };
    }
    const { mode, oobCode } = target.query;
    if (!user.emailVerified && target.pathname !== EMAIL_VERIFIED_PATH) {
      // A verification link keeps its code so that /email-verified can apply it.
      const query = mode === 'verifyEmail' ? actionQuery(mode, oobCode) : {};
      return { kind: 'redirect', to: { pathname: EMAIL_VERIFIED_PATH, query } };
    }
    return { kind: 'continue' };
  }

  if (access === 'login') {
    const remember = target.query['mode'] === 'verifyEmail' ? { pathname: target.pathname, query: target.query } : undefined;
    return { kind: 'redirect', to: { pathname: LOGIN_PATH, query: {} }, ...(remember ? { remember } : {}) };
  }
  return { kind: 'continue' };
}

function actionQuery(mode: string | undefined, oobCode: string | undefined, lang?: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (mode !== undefined) query['mode'] = mode;
  if (oobCode !== undefined) query['oobCode'] = oobCode;
  if (lang !== undefined) query['lang'] = lang;
  return query;
}
