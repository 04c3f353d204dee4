import { object } from 'yup';
import { passwordConfirmationRule, passwordRule } from '@console/validation';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const emptyNewPassword: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * The forms library's password rules, plus the provider's verdicts on passwords it already refused
 * (used before, too weak): `refused` maps such a password to its message key, so the message stays
 * next to the field for exactly as long as that password is in it.
 */
export function newPasswordSchema(refused: ReadonlyMap<string, string>) {
  return object({
    password: passwordRule().test('not-refused', function notRefused(value) {
      const message = value === undefined ? undefined : refused.get(value);
      return message ? this.createError({ message }) : true;
    }),
    confirmPassword: passwordConfirmationRule('password'),
  });
}
