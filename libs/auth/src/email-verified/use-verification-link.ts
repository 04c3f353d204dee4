import { useEffect, useRef, useState } from 'react';
import type { AuthPort } from '@console/backend';

export type LinkState = { status: 'none' } | { status: 'applying' } | { status: 'failed'; error: unknown };

/**
 * Applies the verification code of an e-mail link once, then reloads the user. `onVerified` runs when
 * the address turns out verified, also after a failure (the link had already been used, for example).
 */
export function useVerificationLink(auth: AuthPort, oobCode: string | null, onVerified: () => void): LinkState {
  const [result, setResult] = useState<{ code: string; state: LinkState } | null>(null);
  // A code is used up by its first application, so a remount (StrictMode) must not apply it again.
  const applied = useRef<string | null>(null);
  const latestOnVerified = useRef(onVerified);
  const alive = useRef(true);
  useEffect(() => {
    latestOnVerified.current = onVerified;
  });

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!oobCode || applied.current === oobCode) return;
    applied.current = oobCode;
    const finish = async (failure: { error: unknown } | null) => {
      const user = await auth.reload().catch(() => auth.currentUser());
      if (!alive.current) return;
      if (user?.emailVerified) latestOnVerified.current();
      else setResult({ code: oobCode, state: failure ? { status: 'failed', error: failure.error } : { status: 'none' } });
    };
    auth.applyActionCode(oobCode).then(
      () => finish(null),
      (error: unknown) => finish({ error }),
    );
  }, [auth, oobCode]);

  if (!oobCode) return { status: 'none' };
  return result?.code === oobCode ? result.state : { status: 'applying' };
}
