export { USER_SCOPE, userQueryKey, type UserDataScope } from './user-query-key';
export { useAuthUser } from './use-auth-user';
export { signOut } from './sign-out';
export { useSignOut } from './use-sign-out';
export { useLeaveAndSignOut } from './use-leave-and-sign-out';
export { useSessionWatch, type SessionWatch, type SessionWatchOptions } from './use-session-watch';
export type { SessionWarning } from './use-session-timeout';
export { useSessionEndedReason } from './use-session-ended-reason';
export { readSessionEnded, sessionEndedState, type SessionEndReason } from './session-end';
export {
  ACTIVITY_RECORD_INTERVAL_MS,
  IDLE_TIMEOUT_MS,
  MAX_SESSION_MS,
  SESSION_LIMITS,
  SIGN_OUT_WARNING_MS,
  sessionStatus,
  type AutomaticSignOutReason,
  type SessionLimits,
  type SessionStatus,
} from './session-limits';
export { LAST_ACTIVITY_KEY, sharedActivityStore, type ActivityStore } from './activity-store';
export { ANALYTICS_CONSENT_KEY, chooseAnalyticsConsent, readAnalyticsConsent, useAnalyticsConsent, type AnalyticsConsent } from './analytics-consent';
