import { useEffect, useState } from 'react';
import type { AuthPort } from '@console/backend';

/**
 * When the session of `uid` began, or null while it is being read (or could not be: offline, when only
 * inactivity ends it here and the rules still refuse an old session).
 */
export function useSessionStartedAt(auth: AuthPort, uid: string | null): number | null {
  const [known, setKnown] = useState<{ uid: string; at: number | null } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    let current = true;
    auth.sessionStartedAt().then(
      (at) => {
        if (current) setKnown({ uid, at });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [auth, uid]);
  return known?.uid === uid ? known.at : null;
}
