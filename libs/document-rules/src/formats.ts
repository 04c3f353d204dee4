/**
 * The formats the rules demand of stored values, as regular expressions that Firestore's RE2 accepts
 * too (no look-around): the rules file writes the same patterns (the offline checks compare them).
 */
import { LOCAL_HOST_PATTERN } from '@console/assistant-contract';

/** A web page a customer may be sent to: only `https://` (the forms complete a bare `bank.mk/x`). */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#]+[.][^\s/?#]+([/?#]\S*)?$/u;

/** An e-mail address: something, `@`, a domain with at least one dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+([.][^\s@.]+)+$/u;

/**
 * One website a bank allows its chat on, as stored: a host name in lower case, optionally under `*.`, whose
 * top-level domain is letters or internationalised (`xn--…`); or `localhost` or an IPv4 address, for tests on
 * one's own computer. No space can match: the rules check a whole list at once, joined by spaces.
 */
export const ALLOWED_DOMAIN_PATTERN = new RegExp(
  `^((\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})|${LOCAL_HOST_PATTERN.source.slice(1, -1)})$`,
  'u',
);

/**
 * A wildcard over a second level that countries hand out to everyone (`*.com.mk`, `*.org.al`, `*.co.uk`):
 * it would admit every company's website there.
 */
export const PUBLIC_WILDCARD_PATTERN = /^\*\.(com|net|org|edu|gov|mil|co|ac|gen|inf|info|name|biz|priv|ltd|plc)\.[a-z]{2}$/u;

/** How many websites a bank may allow. */
export const MAX_ALLOWED_DOMAINS = 50;

/** A website as the allowed-domain list may hold it. */
export const isAllowedDomain = (value: unknown): value is string => typeof value === 'string' && ALLOWED_DOMAIN_PATTERN.test(value) && !PUBLIC_WILDCARD_PATTERN.test(value);

/** A calendar day as a product's offer dates are stored: `YYYY-MM-DD` (the chat reads it too). */
export { CALENDAR_DAY_PATTERN } from '@console/assistant-contract';

/** The environments whose data the console reads and writes: the `{mode}` of every path. */
export const ENVIRONMENT_MODES = ['staging', 'production'] as const;
