import { describe, expect, it } from 'vitest';
import { parseAllowedDomain } from './allowed-domain';

describe('parseAllowedDomain', () => {
  it('keeps the host of what a bank types or pastes', () => {
    expect(parseAllowedDomain('demobanka.mk')).toBe('demobanka.mk');
    expect(parseAllowedDomain('  https://www.Demobanka.mk/krediti?x=1 ')).toBe('www.demobanka.mk');
    expect(parseAllowedDomain('*.demobanka.mk')).toBe('*.demobanka.mk');
    expect(parseAllowedDomain('ebank.demobanka.mk:8443')).toBe('ebank.demobanka.mk');
    expect(parseAllowedDomain('localhost')).toBe('localhost');
    expect(parseAllowedDomain('127.0.0.1')).toBe('127.0.0.1');
  });

  it('keeps an internationalised domain in the form browsers compare', () => {
    expect(parseAllowedDomain('банка.мкд')).toBe('xn--80aab1bo.xn--d1alf');
    expect(parseAllowedDomain('*.xn--80aab1bo.xn--d1alf')).toBe('*.xn--80aab1bo.xn--d1alf');
    expect(parseAllowedDomain('www.bankë.al')).toBe('www.xn--bank-opa.al');
  });

  it('refuses a wildcard over the websites of a whole country (every company under com.mk)', () => {
    for (const input of ['*.com.mk', '*.org.al', '*.co.uk']) expect(parseAllowedDomain(input), input).toBeNull();
    expect(parseAllowedDomain('*.demobanka.com.mk')).toBe('*.demobanka.com.mk');
    expect(parseAllowedDomain('demobanka.com.mk')).toBe('demobanka.com.mk');
  });

  it('refuses what is not a domain', () => {
    for (const input of ['', 'demobanka', '*.mk.', 'bank..mk', 'bank mk', '*', '*.', 'https://', 'bank.m', '-bank.mk']) expect(parseAllowedDomain(input)).toBeNull();
  });
});
