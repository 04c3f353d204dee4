// What keeps typed work from being lost, without Formik: asking before unsaved changes are left behind,
// and saving again once the connection is back. An entry of its own, so that a screen whose form opens
// later (a list with its editor in a dialog) guards its changes without loading the form library.
export { useUnsavedChangesWarning } from './unsaved/use-unsaved-changes-warning';
export { useUnsavedChangesBlocker } from './unsaved/use-unsaved-changes-blocker';
export { useUnsavedChangesQuestions, type UnsavedChangesQuestions } from './unsaved/use-unsaved-changes-questions';

export { useRetryWhenOnline, type RetryWhenOnline } from './retry/use-retry-when-online';
