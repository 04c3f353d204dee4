import { ROUTES } from '@console/routes';

/** The routes of the reset journey and where it ends. */
export const resetPaths = {
  forgotPassword: ROUTES.forgotPassword,
  checkYourEmail: ROUTES.checkYourEmail,
  setNewPassword: ROUTES.setNewPassword,
  passwordResetSuccessfully: ROUTES.passwordResetSuccessfully,
  login: ROUTES.login,
} as const;
