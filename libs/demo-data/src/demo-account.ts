/**
 * The verified demo account the local backend creates on its first start. Exported so that the README,
 * the login screen's hint in local mode and end-to-end tests all sign in with the same credentials.
 */
export const DEMO_ACCOUNT = Object.freeze({
  uid: 'demo-user',
  email: 'demo@demobanka.example',
  password: 'Demo-2026!',
} as const);

/**
 * The demo password as the local backend stores it (salted PBKDF2-SHA-256), prepared once so that a
 * first start writes it instead of spending 0.2–0.4 s of the visitor's time hashing. A test proves that
 * it is the hash of `DEMO_ACCOUNT.password`.
 */
export const DEMO_PASSWORD_HASH = Object.freeze({
  algorithm: 'PBKDF2-SHA-256',
  iterations: 600_000,
  salt: 'f/+bmR1vHfTvB7VHmnw7AQ==',
  hash: '2Mmz0YqDg3f05iHTpbBR8SZVb6TXfCsbTP+3Uzl2dVk=',
} as const);
