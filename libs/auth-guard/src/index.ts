export {
  decide,
  decideBeforeAuth,
  EMAIL_VERIFIED_PATH,
  LOGIN_PATH,
  SET_NEW_PASSWORD_PATH,
  type GuardDecision,
  type GuardInput,
  type GuardTarget,
  type RememberedRoute,
  type RouteAccess,
} from './guard-decision';
export { createGuardLoader, toHref, type GuardDependencies } from './guard-loader';
export { sessionRememberedRouteStore, type RememberedRouteStore } from './remembered-route-store';
export { isConsolePath, sessionSignInReturnStore, type SignInReturnStore } from './sign-in-return-store';
