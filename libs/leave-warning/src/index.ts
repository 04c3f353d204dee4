export { LeaveWarnings, leaveWarnings, type LeaveReason } from './leave-warnings';
export { useActiveLeaveReasons, useLeaveWarning } from './use-leave-warning';
