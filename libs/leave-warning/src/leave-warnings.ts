/**
 * Why leaving the page now would lose something: unsaved changes in a form, a save in progress, or the
 * FAQ import of a new account.
 */
export type LeaveReason = 'unsaved-changes' | 'saving' | 'importing';

type Listener = () => void;

/**
 * The page's active leave-page warnings. Every component that must not be left registers here, so
 * that one place can answer "is a warning active?" (the language selector asks before reloading) and
 * one `beforeunload` handler covers them all.
 */
export class LeaveWarnings {
  private readonly active = new Map<symbol, LeaveReason>();
  private readonly listeners = new Set<Listener>();
  private snapshot: readonly LeaveReason[] = [];

  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window) {}

  /** Registers a warning; call the returned function when it no longer applies. */
  add(reason: LeaveReason): () => void {
    const id = Symbol(reason);
    if (this.active.size === 0) this.target?.addEventListener('beforeunload', this.onBeforeUnload);
    this.active.set(id, reason);
    this.changed();
    return () => {
      if (!this.active.delete(id)) return;
      if (this.active.size === 0) this.target?.removeEventListener('beforeunload', this.onBeforeUnload);
      this.changed();
    };
  }

  /** The reasons now active (same array until they change). */
  reasons(): readonly LeaveReason[] {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed(): void {
    this.snapshot = [...this.active.values()];
    this.listeners.forEach((listener) => listener());
  }

  // Browsers show their own text; preventDefault plus returnValue asks in every one of them.
  private readonly onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
}

/** The page's one registry. */
export const leaveWarnings = new LeaveWarnings();
