import { ROUTES } from '@console/routes';
/** The password-reset journey in order: each step's route and the key of its name in `auth:resetSteps`. */
export const resetSteps = [
  { path: ROUTES.forgotPassword, labelKey: 'forgotPassword' },
  { path: ROUTES.checkYourEmail, labelKey: 'checkEmail' },
  { path: ROUTES.setNewPassword, labelKey: 'setNewPassword' },
  { path: ROUTES.passwordResetSuccessfully, labelKey: 'done' },
] as const;

/** Index of the step shown at `pathname`; the first step for any other path. */
export function resetStepIndex(pathname: string): number {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Math.max(0, resetSteps.findIndex((step) => step.path === trimmed));
}
