const KEY = 'console.session-kept';

/**
 * Whether this browser may hold a signed-in session: false only when every session it held has ended
 * here. A public page uses it to show itself without loading the backend, whose adapter is what knows.
 * Storage that cannot be read (a locked-down browser) answers "may": the backend then loads as before.
 */
export function mayHoldSession(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Called with every state the adapter reports, so that the hint follows sign-ins and sign-outs in every tab. */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Nothing kept: the next public page loads the backend to find out.
  }
}
