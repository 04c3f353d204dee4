import { useTranslation } from 'react-i18next';
import { IDLE_TIMEOUT_MS, MAX_SESSION_MS, useSessionEndedReason, type SessionEndReason } from '@console/session';
import { Callout } from '@console/ui';
import styles from './SessionEndedNotice.module.css';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function noticeKey(reason: SessionEndReason): [key: 'sessionEnded.idle' | 'sessionEnded.expired' | 'sessionEnded.otherTab' | 'sessionEnded.signedOut', count?: number] {
  if (reason === 'idle') return ['sessionEnded.idle', IDLE_TIMEOUT_MS / MINUTE];
  if (reason === 'expired') return ['sessionEnded.expired', MAX_SESSION_MS / HOUR];
  return [reason === 'other-tab' ? 'sessionEnded.otherTab' : 'sessionEnded.signedOut'];
}

/** Why the person is on the login page, when a session just ended: signed out, idle, too old, another tab. */
export function SessionEndedNotice() {
  const { t } = useTranslation('auth');
  const reason = useSessionEndedReason();
  // Always present, so that a screen reader hears the notice when the session ends on this page.
  const [key, count] = reason ? noticeKey(reason) : [];
  return (
    <div role="status" className={styles['notice']}>
      {key && (
        <Callout tone="info" as="p">
          {t(key, count === undefined ? {} : { count })}
        </Callout>
      )}
    </div>
  );
}
