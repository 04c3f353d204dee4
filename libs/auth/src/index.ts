// Screens are exported as lazy loaders so that each route downloads only its own screen.
export const authScreens = {
  login: () => import('./login/LoginScreen').then((m) => ({ Component: m.LoginScreen })),
  register: () => import('./register/RegisterScreen').then((m) => ({ Component: m.RegisterScreen })),
  verifyEmailAddress: () => import('./verify-email-address/VerifyEmailAddressScreen').then((m) => ({ Component: m.VerifyEmailAddressScreen })),
  emailVerified: () => import('./email-verified/EmailVerifiedScreen').then((m) => ({ Component: m.EmailVerifiedScreen })),
  verificationSuccessful: () => import('./verification-successful/VerificationSuccessfulScreen').then((m) => ({ Component: m.VerificationSuccessfulScreen })),
};
export { passwordResetScreens } from './password-reset/screens';
