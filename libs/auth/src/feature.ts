import type { ConsoleFeature, FeatureRoute } from '@console/feature-registration';
import { ROUTES } from '@console/routes';

const signIn = { access: 'public', layout: 'welcome', namespaces: ['auth', 'forms'] } as const;
/** Sign-in and registration read no data: their first visit loads neither the data cache nor the backend's adapter. */
const noData = { dataCache: false } as const;
const passwordReset = { titleKey: 'forgotPassword', access: 'public', layout: 'forgot-password', namespaces: ['password-reset', 'forms'] } as const;

// One chunk per route: each route downloads only its own screen.
const routes: FeatureRoute[] = [
  { ...signIn, ...noData, path: ROUTES.login, page: 'login', titleKey: 'login', screen: () => import('./login/LoginScreen').then((m) => ({ Component: m.LoginScreen })) },
  { ...signIn, ...noData, path: ROUTES.register, page: 'register', titleKey: 'register', screen: () => import('./register/RegisterScreen').then((m) => ({ Component: m.RegisterScreen })) },
  {
    ...signIn,
    path: ROUTES.verifyEmailAddress,
    page: 'verify_email_address',
    titleKey: 'verifyEmail',
    screen: () => import('./verify-email-address/VerifyEmailAddressScreen').then((m) => ({ Component: m.VerifyEmailAddressScreen })),
  },
  {
    ...signIn,
    path: ROUTES.emailVerified,
    page: 'email_verified',
    titleKey: 'verifyEmail',
    access: 'login',
    screen: () => import('./email-verified/EmailVerifiedScreen').then((m) => ({ Component: m.EmailVerifiedScreen })),
  },
  {
    ...signIn,
    path: ROUTES.verificationSuccessful,
    page: 'verification_successful',
    titleKey: 'verificationSuccessful',
    access: 'login',
    screen: () => import('./verification-successful/VerificationSuccessfulScreen').then((m) => ({ Component: m.VerificationSuccessfulScreen })),
  },
  { ...passwordReset, path: ROUTES.forgotPassword, page: 'forgot_password', screen: () => import('./password-reset/ForgotPasswordScreen').then((m) => ({ Component: m.ForgotPasswordScreen })) },
  { ...passwordReset, path: ROUTES.checkYourEmail, page: 'check_your_email', screen: () => import('./password-reset/CheckYourEmailScreen').then((m) => ({ Component: m.CheckYourEmailScreen })) },
  { ...passwordReset, path: ROUTES.setNewPassword, page: 'set_new_password', screen: () => import('./password-reset/SetNewPasswordScreen').then((m) => ({ Component: m.SetNewPasswordScreen })) },
  {
    ...passwordReset,
    path: ROUTES.passwordResetSuccessfully,
    page: 'password_reset_successfully',
    screen: () => import('./password-reset/PasswordResetSuccessScreen').then((m) => ({ Component: m.PasswordResetSuccessScreen })),
  },
];

/** Signing in and up, the e-mail verification and the password reset: the console's public screens. */
export const authFeature: ConsoleFeature = { routes };
