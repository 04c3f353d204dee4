/** Lazy loaders of the reset screens, one chunk per route, in the data router's `lazy` shape. */
export const passwordResetScreens = {
  forgotPassword: () => import('./ForgotPasswordScreen').then((m) => ({ Component: m.ForgotPasswordScreen })),
  checkYourEmail: () => import('./CheckYourEmailScreen').then((m) => ({ Component: m.CheckYourEmailScreen })),
  setNewPassword: () => import('./SetNewPasswordScreen').then((m) => ({ Component: m.SetNewPasswordScreen })),
  passwordResetSuccessfully: () => import('./PasswordResetSuccessScreen').then((m) => ({ Component: m.PasswordResetSuccessScreen })),
};
