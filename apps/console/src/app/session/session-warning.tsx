import { SessionTimeoutDialog } from '@console/layout-shell';
import { useActiveLeaveReasons } from '@console/leave-warning';
import type { SessionWarning as Warning } from '@console/session';

export interface SessionWarningProps {
  warning: Warning;
  onStay: () => void;
  onDismiss: () => void;
}

/** The warning before an automatic sign-out, saying so when the page has unsaved changes. */
export function SessionWarning({ warning, onStay, onDismiss }: SessionWarningProps) {
  const unsavedChanges = useActiveLeaveReasons().includes('unsaved-changes');
  return <SessionTimeoutDialog reason={warning.reason} endsAt={warning.endsAt} unsavedChanges={unsavedChanges} onStay={onStay} onDismiss={onDismiss} />;
}
