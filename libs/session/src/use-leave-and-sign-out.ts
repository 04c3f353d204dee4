import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@console/routes';
import { endSessionState } from './session-end';

/**
 * Sign-out as a person asks for it: to the login page first, so that a page with unsaved changes can
 * ask (and keep them, and the session); the session watch ends the session once the page is left.
 */
export function useLeaveAndSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(ROUTES.login, { state: endSessionState('signed-out') });
  }, [navigate]);
}
