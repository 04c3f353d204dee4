import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './personal-data-mask';

describe('withoutPersonalData', () => {
  it('hides e-mail addresses and long numbers such as phones, accounts and cards', () => {
    expect(withoutPersonalData('мојот мејл е ana.petrova@gmail.com, јавете се')).toBe('мојот мејл е …@…, јавете се');
    expect(withoutPersonalData('call me on +389 70 123 456')).toBe('call me on +••• •• ••• •••');
    expect(withoutPersonalData('card 4111-1111-1111-1111 blocked?')).toBe('card ••••-••••-••••-•••• blocked?');
  });

  it('keeps short numbers a question needs, and cuts a very long question', () => {
    expect(withoutPersonalData('loan for 5 years at 3,9 %')).toBe('loan for 5 years at 3,9 %');
    expect(withoutPersonalData('a'.repeat(400))).toHaveLength(300);
  });
});
