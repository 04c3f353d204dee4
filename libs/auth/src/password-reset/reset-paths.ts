/** The routes of the reset journey and where it ends; the host's route table owns the same strings. */
export const resetPaths = {
  forgotPassword: '/forgot-password',
  checkYourEmail: '/check-your-email',
  setNewPassword: '/set-new-password',
  passwordResetSuccessfully: '/password-reset-successfully',
  login: '/login',
} as const;
