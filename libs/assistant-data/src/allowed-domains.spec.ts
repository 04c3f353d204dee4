import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-domains';

describe('isAllowedOrigin', () => {
  it('admits the listed host names on any port, and subdomains of a wildcard', () => {
    const allowed = ['demobanka.example', '*.bank.mk', 'localhost'];
    expect(isAllowedOrigin('https://demobanka.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://demobanka.example:8443', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4410', allowed)).toBe(true);
    expect(isAllowedOrigin('https://www.bank.mk', allowed)).toBe(true);
    expect(isAllowedOrigin('https://e.banking.bank.mk', allowed)).toBe(true);
    expect(isAllowedOrigin('https://bank.mk', allowed)).toBe(true);
  });

  it('refuses look-alikes, other hosts, no origin and an empty list', () => {
    const allowed = ['demobanka.example', '*.bank.mk'];
    expect(isAllowedOrigin('https://demobanka.example.evil.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evilbank.mk', allowed)).toBe(false);
    expect(isAllowedOrigin('https://www.demobanka.example', allowed)).toBe(false);
    expect(isAllowedOrigin(null, allowed)).toBe(false);
    expect(isAllowedOrigin('not a url', allowed)).toBe(false);
    expect(isAllowedOrigin('https://demobanka.example', [])).toBe(false);
  });

  it('refuses a real website over plain http: anyone on the way could rewrite the page around the chat', () => {
    expect(isAllowedOrigin('http://demobanka.example', ['demobanka.example'])).toBe(false);
    expect(isAllowedOrigin('http://www.bank.mk:8080', ['*.bank.mk'])).toBe(false);
  });
});
