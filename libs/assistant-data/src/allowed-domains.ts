/**
 * Whether a page at `origin` may show the assistant: its host name is one of `allowedDomains`, or
 * under a `*.bank.mk` wildcard (which also admits `bank.mk` itself). Ports and schemes do not matter;
 * an empty list admits nothing.
 */
export function isAllowedOrigin(origin: string | null, allowedDomains: readonly string[]): boolean {
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
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
