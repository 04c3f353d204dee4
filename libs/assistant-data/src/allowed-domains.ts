import { LOCAL_HOST_PATTERN } from '@console/assistant-contract';

/**
 * Whether a page at `origin` may show the assistant: its host name is one of `allowedDomains`, or
 * under a `*.bank.mk` wildcard (which also admits `bank.mk` itself), on any port. A real website only
 * over https (a page anyone on the way can rewrite is no place for a bank's chat); plain http only on
 * this computer. An empty list admits nothing.
 */
export function isAllowedOrigin(origin: string | null, allowedDomains: readonly string[]): boolean {
  if (!origin) return false;
  let host: string;
  try {
    const url = new URL(origin);
    host = url.hostname.toLowerCase();
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOST_PATTERN.test(host))) return false;
  } catch {
    return false;
  }
  return allowedDomains.some((domain) => {
    const allowed = domain.trim().toLowerCase();
    if (allowed.startsWith('*.')) {
      const base = allowed.slice(2);
      return host === base || host.endsWith(`.${base}`);
    }
    return host === allowed;
  });
}
