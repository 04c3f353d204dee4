import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuthPort, AuthUser } from '@console/backend';
import { LOGIN_PATH, decide, decideBeforeAuth, type GuardDecision, type GuardTarget, type RouteAccess } from './guard-decision';
import type { RememberedRouteStore } from './remembered-route-store';
import type { SignInReturnStore } from './sign-in-return-store';

export interface GuardDependencies {
  auth: AuthPort;
  remembered: RememberedRouteStore;
  /** Where signing in leads back to after the guard sent a signed-out visitor to the login page. */
  returnTo?: SignInReturnStore;
}

export function toHref({ pathname, query }: GuardTarget): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Fresh user data for the decision. Only an unverified user can change in a way the guard cares about
 * (verified in another tab or device), so only then does it cost a round trip to the provider.
 */
async function currentUser(auth: AuthPort): Promise<AuthUser | null> {
  const user = await auth.authStateReady();
  if (!user || user.emailVerified) return user;
  try {
    return await auth.reload();
  } catch {
    // Offline or the provider is unreachable: decide on what is known rather than block navigation.
    return auth.currentUser();
  }
}

function apply(decision: GuardDecision, { remembered, returnTo }: GuardDependencies, target: GuardTarget): Response | null {
  if (decision.forgetRemembered) remembered.clear();
  if (decision.kind === 'continue') return null;
  if (decision.remember) remembered.write(decision.remember);
  else if (decision.to.pathname === LOGIN_PATH && target.pathname !== LOGIN_PATH) returnTo?.write(toHref(target));
  return redirect(toHref(decision.to));
}

/** A route loader that runs the specification's navigation guard before the route is shown. */
export function createGuardLoader(dependencies: GuardDependencies, access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const url = new URL(request.url);
    const target: GuardTarget = { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
    const early = decideBeforeAuth(target);
    if (early) return apply(early, dependencies, target);
    const user = await currentUser(dependencies.auth);
    return apply(decide({ target, access, user, remembered: dependencies.remembered.read() }), dependencies, target);
  };
}
