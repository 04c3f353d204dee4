import type { AuthUser } from '../ports/auth-port';
import type { Unsubscribe } from '../ports/common';

type Listener = (user: AuthUser | null) => void;

/**
 * This tab's view of the signed-in user. Listeners hear about sign-in, sign-out and a change of user,
 * as Firebase's onAuthStateChanged does; a refreshed e-mail-verified flag (reload) updates the user
 * without an event.
 */
export class AuthState {
  private user: AuthUser | null = null;
  /** Per listener, the uid it last heard (undefined: nothing yet), so nobody hears the same state twice. */
  private readonly listeners = new Map<Listener, string | null | undefined>();

  /** The same frozen object until the user changes, so React can compare snapshots by identity. */
  get current(): AuthUser | null {
    return this.user;
  }

  set(user: AuthUser | null): void {
    const same = user && this.user && user.uid === this.user.uid && user.email === this.user.email && user.emailVerified === this.user.emailVerified;
    if (!same) this.user = user ? Object.freeze({ ...user }) : null;
    for (const listener of [...this.listeners.keys()]) this.deliver(listener);
  }

  subscribe(listener: Listener): Unsubscribe {
    this.listeners.set(listener, undefined);
    // The first call is asynchronous, as Firebase's, so that the caller holds its Unsubscribe first.
    queueMicrotask(() => this.deliver(listener));
    return () => {
      this.listeners.delete(listener);
    };
  }

  private deliver(listener: Listener): void {
    if (!this.listeners.has(listener)) return;
    const uid = this.user?.uid ?? null;
    if (this.listeners.get(listener) === uid) return;
    this.listeners.set(listener, uid);
    listener(this.current);
  }
}
