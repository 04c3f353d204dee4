/** The host names a page of this computer has: only there may the local backend run. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The local backend keeps accounts, passwords' hashes and a bank's content in this browser, where any
 * script of the page can read them: a demo for this computer, never a site. Refused elsewhere.
 */
export class LocalOnlyError extends Error {
  constructor(readonly hostname: string) {
    super(`The local backend runs only on localhost, not on ${hostname}. Build with VITE_BACKEND=firebase to serve the console from a site.`);
    this.name = 'LocalOnlyError';
  }
}

export function isLocalOnlyError(error: unknown): error is LocalOnlyError {
  return error instanceof Error && error.name === 'LocalOnlyError';
}

/** Throws on a page served from anywhere but this computer; outside a browser there is nothing to check. */
export function assertLocalOrigin(location: Pick<Location, 'hostname'> | undefined = globalThis.location): void {
  if (location && !LOCAL_HOSTNAMES.has(location.hostname)) throw new LocalOnlyError(location.hostname);
}
