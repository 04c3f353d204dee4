import { useEffect, useState } from 'react';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import { readMenuProfile, type MenuProfile } from './account-profile';

export type AccountProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: MenuProfile }
  | { status: 'failed' };

interface Received {
  uid: string;
  profile: MenuProfile | null;
  failed: boolean;
}

/**
 * The account's name and avatar from a live listener on the account document that runs only while
 * `listening` (the profile menu is open) and stops the moment it is not (specification, section 7,
 * call 3).
 *
 * The listener is the port's `watchDoc` in an effect, not a live query: the live-query registry keeps a
 * listener alive for a grace period after its last observer, which would outlive the menu, and removing
 * the cache entry on close could also tear down another screen's query of the same document. The last
 * value received is kept, so reopening the menu shows it at once while the new listener starts.
 */
export function useAccountProfile(uid: string | null, listening: boolean): AccountProfileState {
  const { documents, mode } = useBackend();
  const [received, setReceived] = useState<Received | null>(null);

  useEffect(() => {
    if (!listening || !uid) return undefined;
    return documents.watchDoc(
      paths.account(mode, uid),
      (snapshot) => setReceived({ uid, profile: readMenuProfile(snapshot.data), failed: false }),
      () => setReceived((previous) => ({ uid, profile: previous?.uid === uid ? previous.profile : null, failed: true })),
    );
  }, [documents, mode, uid, listening]);

  // Another user's data is never shown, even for the render before the new listener answers.
  const current = received?.uid === uid ? received : null;
  if (current?.profile) return { status: 'ready', profile: current.profile };
  if (current?.failed) return { status: 'failed' };
  return { status: 'loading' };
}
