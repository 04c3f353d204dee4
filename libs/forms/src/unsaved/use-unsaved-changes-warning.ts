import { useLeaveWarning } from '@console/leave-warning';

/**
 * While `dirty`, closing or reloading the tab asks first, and so does the language selector (it
 * reloads the page). Leaving through the app's own navigation is guarded by the router.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useLeaveWarning(dirty, 'unsaved-changes');
}
