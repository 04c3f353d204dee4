import { describe, expect, it } from 'vitest';
import { messageFor } from './testing/validation-result';
import { emailRule, requiredEmailRule } from './email-rules';

describe('e-mail rules', () => {
  it.each(['ana@bank.mk', 'ana.petrova+console@mail.example.com', '  ana@bank.mk  ', 'a@b.co'])('accepts %j', async (value) => {
    expect(await messageFor(requiredEmailRule(), value)).toBeNull();
  });

  it.each(['ana', 'ana@', 'ana@bank', '@bank.mk', 'ana @bank.mk', 'ana@bank..mk', 'ana@@bank.mk', 'ana@bank.mk.'])(
    'says "Invalid e-mail address" for %j',
    async (value) => {
      expect(await messageFor(requiredEmailRule(), value)).toBe('forms:validation.email');
    },
  );

  it('asks to enter the e-mail when it is empty or only spaces', async () => {
    expect(await messageFor(requiredEmailRule(), '')).toBe('forms:validation.enterEmail');
    expect(await messageFor(requiredEmailRule(), '   ')).toBe('forms:validation.enterEmail');
    expect(await messageFor(requiredEmailRule(), undefined)).toBe('forms:validation.enterEmail');
  });

  it('lets an optional e-mail stay empty but not be wrong', async () => {
    expect(await messageFor(emailRule(), '')).toBeNull();
    expect(await messageFor(emailRule(), undefined)).toBeNull();
    expect(await messageFor(emailRule(), 'bank.mk')).toBe('forms:validation.email');
  });

  it('trims the address it hands back', () => {
    expect(requiredEmailRule().cast('  ana@bank.mk ')).toBe('ana@bank.mk');
  });

  it('refuses an address longer than any real one, saying how long it may be', async () => {
    expect(await messageFor(emailRule(), `${'a'.repeat(250)}@bank.mk`)).toBe('forms:validation.maxLength?max=254');
  });

  it('takes a lower limit and measures the trimmed address', async () => {
    const address = (length: number) => `${'a'.repeat(length - 8)}@bank.mk`;
    expect(await messageFor(emailRule(40), address(40))).toBeNull();
    expect(await messageFor(emailRule(40), `  ${address(40)}  `)).toBeNull();
    expect(await messageFor(requiredEmailRule(40), address(41))).toBe('forms:validation.maxLength?max=40');
  });
});
