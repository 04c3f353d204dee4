import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionSignInReturnStore } from '@console/auth-guard';
import { useBackend } from '@console/backend/react';
import { ROUTES } from '@console/routes';
import { sharedActivityStore, type ActivityStore } from './activity-store';
import { readEndSession, sessionEndedState } from './session-end';
import { SESSION_LIMITS, sessionStatus, type SessionLimits } from './session-limits';
import { signOut, takeSignOutEndedHere } from './sign-out';
import { useAuthUser } from './use-auth-user';
import { useSessionStartedAt } from './use-session-started-at';
import { useSessionTimeout, type SessionWarning } from './use-session-timeout';
import { USER_SCOPE } from './user-query-key';

export interface SessionWatchOptions {
  /** Whether the page shown is for signed-in users only: only such a page is left when the session changes. */
  signedInPage: boolean;
  /** Another tab signed in to another profile: this tab went through the guard again and shows that one. */
  onAccountChanged?: () => void;
  /** The session could not be ended; the login page shows all the same. */
  onSignOutFailed?: (error: unknown) => void;
  /** The console shares one through localStorage; tests may pass their own. */
  activity?: ActivityStore;
  now?: () => number;
  limits?: SessionLimits;
}

export interface SessionWatch {
  /**
   * The page is being left because the session ended or changed. Show none of it meanwhile: its forms
   * must neither ask to stay nor save a draft into another session.
   */
  leaving: boolean;
  /** The warning before an automatic sign-out, while it shows. */
  warning: SessionWarning | null;
  staySignedIn: () => void;
  dismissWarning: () => void;
}

interface Leave {
  /** The location left (its key). */
  from: string;
  to: string;
  state: object | null;
  replace: boolean;
  /** The previous user's cached data goes once the page is gone (earlier, its observers would fetch it again). */
  dropUserData: boolean;
  /**
   * End the session before going (the automatic sign-outs, which ask nothing): a person whose e-mail is
   * not yet verified may not see the login page while signed in, so a sign-out left to it would never come.
   */
  signOutFirst?: boolean;
  then?: () => void;
}

/**
 * The one place that reacts to the session, mounted once above every route:
 * - another tab signed out or signed in to another profile: the user's cached data goes and a signed-in
 *   page is left (for the login page, or through the guard again to the new profile's page);
 * - the idle and age limits: a warning a minute before, then the way to the login page;
 * - a navigation to the login page that asks for a sign-out (the profile menu's, or the automatic one)
 *   ends the session once it has happened, so that a page with unsaved changes could ask first.
 */
export function useSessionWatch({ signedInPage, onAccountChanged, onSignOutFailed, activity: givenActivity, now = Date.now, limits = SESSION_LIMITS }: SessionWatchOptions): SessionWatch {
  const { auth } = useBackend();
  // Above every route, also those that never create the data cache (sign-in): then there is none to clear.
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useAuthUser()?.uid ?? null;
  const [sharedActivity] = useState(() => sharedActivityStore());
  const activity = givenActivity ?? sharedActivity;
  const signedInAt = useSessionStartedAt(auth, uid);
  const [leave, setLeave] = useState<Leave | null>(null);
  // The router has taken the navigation, and shows the new location a moment later, in a transition.
  const [navigatedAway, setNavigatedAway] = useState<Leave | null>(null);
  // Leaving lasts until the new location shows: shown earlier, the old page would mount again.
  if (leave && navigatedAway === leave && location.key !== leave.from) setLeave(null);

  // Without the hash: the same address with the same hash would not run the guard again.
  const here = location.pathname + location.search;
  const leaveForLogin = (state: object, dropUserData: boolean, signOutFirst = false) => {
    // The page to come back to after signing in again, as when the guard turns a visitor away.
    if (signedInPage) sessionSignInReturnStore().write(here);
    setLeave({ from: location.key, to: ROUTES.login, state, replace: false, dropUserData, signOutFirst });
  };

  const timeout = useSessionTimeout({ uid, signedInAt, activity, now, limits, onEnded: (reason) => leaveForLogin(sessionEndedState(reason), false, true) });

  const changedElsewhere = useEffectEvent((next: string | null) => {
    if (!signedInPage) {
      queryClient?.removeQueries({ queryKey: [USER_SCOPE] });
      return;
    }
    if (next !== null) {
      setLeave({ from: location.key, to: here, state: null, replace: true, dropUserData: true, ...(onAccountChanged ? { then: onAccountChanged } : {}) });
      return;
    }
    // Every tab reaches the limits at the same time: the one that signed out first must not make the
    // others tell the wrong reason.
    const at = now();
    const status = sessionStatus({ now: at, lastActivityAt: activity.read() ?? at, signedInAt }, limits);
    leaveForLogin(sessionEndedState(status.kind === 'ended' ? status.reason : 'other-tab'), true);
  });

  useEffect(() => {
    let known: string | null | undefined;
    return auth.onAuthStateChanged((user) => {
      const previous = known;
      known = user?.uid ?? null;
      if (previous === known) return;
      if (known !== null) takeSignOutEndedHere(auth);
      if (previous === undefined) {
        // A restored session keeps the activity on record: a tab reopened after hours must not revive it.
        if (known !== null && activity.read() === null) activity.record(now());
        return;
      }
      if (previous === null) {
        activity.record(now());
        return;
      }
      // This tab's own sign-out removed the data before the session ended.
      if (known === null && takeSignOutEndedHere(auth)) return;
      changedElsewhere(known);
    });
  }, [auth, activity, now]);

  const signOutFailed = useEffectEvent((error: unknown) => onSignOutFailed?.(error));
  const navigated = useEffectEvent((taken: Leave) => {
    setNavigatedAway(taken);
    taken.then?.();
  });

  useEffect(() => {
    if (!leave) return undefined;
    let current = true;
    const done = () => {
      if (current) navigated(leave);
    };
    if (leave.dropUserData) queryClient?.removeQueries({ queryKey: [USER_SCOPE] });
    const go = () => navigate(leave.to, { replace: leave.replace, state: leave.state });
    const ended = leave.signOutFirst
      ? signOut(auth, queryClient).then(go, (error: unknown) => {
          signOutFailed(error);
          return go();
        })
      : Promise.resolve(go());
    ended.then(done, done);
    return () => {
      current = false;
    };
  }, [leave, navigate, queryClient, auth]);

  const endRequest = location.pathname === ROUTES.login ? readEndSession(location.state) : null;
  const handled = useRef<string | null>(null);
  const { key, pathname, search } = location;

  useEffect(() => {
    if (!endRequest || handled.current === key) return;
    handled.current = key;
    const settle = (state: object | null) => navigate({ pathname, search }, { replace: true, state });
    signOut(auth, queryClient).then(
      () => settle(sessionEndedState(endRequest)),
      (error: unknown) => {
        signOutFailed(error);
        return settle(null);
      },
    );
  }, [endRequest, key, pathname, search, auth, queryClient, navigate]);

  return { leaving: leave !== null, ...timeout };
}
