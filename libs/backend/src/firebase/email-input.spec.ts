import { describe, expect, it } from 'vitest';
import { trimmedEmail, wellFormedEmail } from './email-input';

describe('trimmedEmail', () => {
  it('drops surrounding spaces and leaves the case to Firebase', () => {
    expect(trimmedEmail('  Ops@Bank.MK \n')).toBe('Ops@Bank.MK');
  });
});

describe('wellFormedEmail', () => {
  it('passes an address on, trimmed', () => {
    expect(wellFormedEmail(' ops@bank.mk ')).toBe('ops@bank.mk');
  });

  it.each(['not-an-email', '@bank.mk', 'ops@', 'ops@@bank.mk', 'o ps@bank.mk', ''])('refuses "%s" with invalid-email', (address) => {
    expect(() => wellFormedEmail(address)).toThrow(expect.objectContaining({ name: 'BackendError', code: 'auth/invalid-email' }));
  });
});
