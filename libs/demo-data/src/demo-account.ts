/**
 * The verified demo account the local backend creates on its first start. Exported so that the README,
 * the login screen's hint in local mode and end-to-end tests all sign in with the same credentials.
 */
export const DEMO_ACCOUNT = Object.freeze({
  uid: 'demo-user',
  email: 'demo@demobanka.example',
  password: 'Demo-2026!',
} as const);
