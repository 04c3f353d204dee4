import { useLocation } from 'react-router-dom';
import { readSessionEnded, type SessionEndReason } from './session-end';

/** On the login page: why the session ended, when that is how the page was reached. */
export function useSessionEndedReason(): SessionEndReason | null {
  return readSessionEnded(useLocation().state);
}
