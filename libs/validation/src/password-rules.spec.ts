import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { messageAt, messageFor } from './testing/validation-result';
import { MIN_PASSWORD_LENGTH } from './password-length';
import { passwordConfirmationRule, passwordRule } from './password-rules';

describe('password rules', () => {
  it('needs at least six characters, as the specification says', async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(await messageFor(passwordRule(), 'abcde')).toBe('forms:validation.passwordMin');
    expect(await messageFor(passwordRule(), 'kestrel')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case, in every language of the console', async () => {
    for (const common of ['123456', 'Password1', 'qwerty123', ' iloveyou ', 'Lozinka123', 'лозинка', 'Makedonija', 'fjalekalimi', 'banka123']) {
      expect(await messageFor(passwordRule(), common), common).toBe('forms:validation.commonPassword');
    }
    expect(await messageFor(passwordRule(), 'Kestrel-42')).toBeNull();
  });

  it('is required', async () => {
    expect(await messageFor(passwordRule(), '')).toBe('forms:validation.required');
    expect(await messageFor(passwordRule(), undefined)).toBe('forms:validation.required');
  });

  it('keeps spaces as part of the password', async () => {
    expect(await messageFor(passwordRule(), '  ab  ')).toBeNull();
    expect(passwordRule().cast(' secret ')).toBe(' secret ');
  });

  const schema = object({ password: passwordRule(), confirmPassword: passwordConfirmationRule() });

  it('says "Passwords do not match" when the repetition differs', async () => {
    expect(await messageAt(schema, { password: 'secret1', confirmPassword: 'secret2' }, 'confirmPassword')).toBe(
      'forms:validation.passwordsMismatch',
    );
  });

  it('accepts an equal repetition and requires one', async () => {
    expect(await messageAt(schema, { password: 'secret1', confirmPassword: 'secret1' }, 'confirmPassword')).toBeNull();
    expect(await messageAt(schema, { password: 'secret1', confirmPassword: '' }, 'confirmPassword')).toBe('forms:validation.required');
  });

  it('compares with another field when told its name', async () => {
    const reset = object({ newPassword: passwordRule(), repeat: passwordConfirmationRule('newPassword') });
    expect(await messageAt(reset, { newPassword: 'secret1', repeat: 'secret1' }, 'repeat')).toBeNull();
    expect(await messageAt(reset, { newPassword: 'secret1', repeat: 'other12' }, 'repeat')).toBe('forms:validation.passwordsMismatch');
  });
});
