export { USER_SCOPE, userQueryKey } from './user-query-key';
export { useAuthUser } from './use-auth-user';
export { signOut } from './sign-out';
export { useSignOut } from './use-sign-out';
