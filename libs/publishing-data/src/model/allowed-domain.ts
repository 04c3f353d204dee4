import { isAllowedDomain } from '@console/document-rules';

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
  const host = wildcard ? `*.${ascii}` : ascii;
  return isAllowedDomain(host) ? host : null;
}
