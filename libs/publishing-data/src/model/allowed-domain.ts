import { LOCAL_HOST_PATTERN } from '@console/assistant-contract';

/**
 * A host name, optionally under a `*.` wildcard, its top-level domain letters or an internationalised one
 * (`xn--…`); `localhost` and IPv4 addresses for tests on one's own computer.
 */
const HOST = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/u;
/**
 * Second-level domains that countries hand out to everyone (`com.mk`, `org.al`, `co.uk`): a wildcard
 * over one of them would admit every company's website there.
 */
const PUBLIC_SECOND_LEVEL = /^(?:com|net|org|edu|gov|mil|co|ac|gen|inf|info|name|biz|priv|ltd|plc)\.[a-z]{2}$/u;
export const MAX_ALLOWED_DOMAINS = 50;

/** The host in the form browsers compare (lower case, an internationalised name as `xn--` labels), or null. */
function asciiHost(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * The domain a bank typed or pasted, as the widget compares it: lower case, without a scheme, port,
 * path or trailing dot, an internationalised name in its `xn--` form (`https://www.Bank.mk/krediti` →
 * `www.bank.mk`, `банка.мкд` → `xn--80aab1bo.xn--d1alf`); null when it is not a domain, or is a
 * wildcard over a whole country's companies (`*.com.mk`).
 */
export function parseAllowedDomain(input: string): string | null {
  const typed = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//u, '')
    .replace(/[/?#].*$/u, '')
    .replace(/:\d+$/u, '')
    .replace(/\.$/u, '');
  const wildcard = typed.startsWith('*.');
  const name = wildcard ? typed.slice(2) : typed;
  const ascii = /^[\x21-\x7e]*$/u.test(name) ? name : asciiHost(name);
  if (!ascii) return null;
  if (wildcard && PUBLIC_SECOND_LEVEL.test(ascii)) return null;
  const host = wildcard ? `*.${ascii}` : ascii;
  return HOST.test(host) || LOCAL_HOST_PATTERN.test(host) ? host : null;
}
