import { describe, expect, it } from 'vitest';
import { requireActionCode, requireOperation } from './action-code-checks';

const invalidActionCode = expect.objectContaining({ name: 'BackendError', code: 'auth/invalid-action-code' });

describe('requireActionCode', () => {
  it('passes a code on unchanged', () => {
    expect(requireActionCode('abc-123')).toBe('abc-123');
  });

  it.each(['', '   '])('refuses the blank code "%s" as invalid rather than an internal error', (code) => {
    expect(() => requireActionCode(code)).toThrow(invalidActionCode);
  });
});

describe('requireOperation', () => {
  it('passes a code of the expected operation on', () => {
    const info = { operation: 'PASSWORD_RESET', email: 'ops@bank.mk' } as const;
    expect(requireOperation(info, 'PASSWORD_RESET')).toBe(info);
  });

  it('refuses a code meant for the other operation', () => {
    expect(() => requireOperation({ operation: 'VERIFY_EMAIL', email: 'ops@bank.mk' }, 'PASSWORD_RESET')).toThrow(invalidActionCode);
    expect(() => requireOperation({ operation: 'PASSWORD_RESET', email: 'ops@bank.mk' }, 'VERIFY_EMAIL')).toThrow(invalidActionCode);
  });
});
