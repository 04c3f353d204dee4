import { useEffect, useSyncExternalStore } from 'react';
import { leaveWarnings, type LeaveReason } from './leave-warnings';

/** Keeps a leave-page warning registered while `active` is true (and the component is mounted). */
export function useLeaveWarning(active: boolean, reason: LeaveReason): void {
  useEffect(() => (active ? leaveWarnings.add(reason) : undefined), [active, reason]);
}

/** The reasons now active anywhere on the page; re-renders when they change. */
export function useActiveLeaveReasons(): readonly LeaveReason[] {
  return useSyncExternalStore(
    (listener) => leaveWarnings.subscribe(listener),
    () => leaveWarnings.reasons(),
    () => leaveWarnings.reasons(),
  );
}
