import { useTranslation } from 'react-i18next';
import type { AutomaticSignOutReason } from '@console/session';
import { Button, Dialog } from '@console/ui';
import { useSecondsLeft } from './use-seconds-left';

export interface SessionTimeoutDialogProps {
  /** `idle`: the person can stay; `expired`: the session's age limit, which nothing extends. */
  reason: AutomaticSignOutReason;
  /** When the session ends (epoch ms); a new value needs a new `key`. */
  endsAt: number;
  /** The page has unsaved changes, which the sign-out will lose. */
  unsavedChanges?: boolean;
  /** "Stay signed in" (idle). */
  onStay: () => void;
  /** "Got it" (age limit): closes the warning. */
  onDismiss: () => void;
  now?: () => number;
}

/**
 * The warning a minute before an automatic sign-out, with the seconds left. An alert dialog: focus
 * moves to its one button, and nothing closes it by accident.
 */
export function SessionTimeoutDialog({ reason, endsAt, unsavedChanges = false, onStay, onDismiss, now = Date.now }: SessionTimeoutDialogProps) {
  const { t } = useTranslation('shell');
  const seconds = useSecondsLeft(endsAt, now);
  const idle = reason === 'idle';
  const answer = idle ? onStay : onDismiss;
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      dismissible={false}
      onClose={answer}
      title={t(idle ? 'session.idleTitle' : 'session.expiredTitle')}
      description={t(idle ? 'session.idleBody' : 'session.expiredBody', { count: seconds })}
      footer={<Button onClick={answer}>{t(idle ? 'session.staySignedIn' : 'session.dismiss')}</Button>}
    >
      {unsavedChanges && <p>{t('session.unsavedChanges')}</p>}
    </Dialog>
  );
}
