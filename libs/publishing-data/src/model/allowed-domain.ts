/** A host name, optionally under a `*.` wildcard; `localhost` and IPv4 addresses for tests on one's own computer. */
const HOST = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/u;
const LOCAL = /^(localhost|(?:\d{1,3}\.){3}\d{1,3})$/u;
export const MAX_ALLOWED_DOMAINS = 50;

/**
 * The domain a bank typed or pasted, as the widget compares it: lower case, without a scheme, port,
 * path or trailing dot (`https://www.Bank.mk/krediti` → `www.bank.mk`); null when it is not a domain.
 */
export function parseAllowedDomain(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//u, '')
    .replace(/[/?#].*$/u, '')
    .replace(/:\d+$/u, '')
    .replace(/\.$/u, '');
  return HOST.test(host) || LOCAL.test(host) ? host : null;
}
