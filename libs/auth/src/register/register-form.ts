import { object } from 'yup';
import { agreementRule, passwordConfirmationRule, passwordRule, requiredEmailRule, requiredTextRule } from '@console/forms';

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  surname: string;
  company: string;
  agree: boolean;
}

export const emptyRegistration: RegisterValues = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  surname: '',
  company: '',
  agree: false,
};

export const EMAIL_IN_USE_MESSAGE = 'common:errors.emailInUse';

/**
 * The specification's rules; `takenEmails` are addresses the provider already refused, so the message
 * stays at the field until the address is changed.
 */
export function registerSchema(takenEmails: readonly string[] = []) {
  return object({
    email: requiredEmailRule().test('email-in-use', EMAIL_IN_USE_MESSAGE, (value) => !value || !takenEmails.includes(value.toLowerCase())),
    password: passwordRule(),
    confirmPassword: passwordConfirmationRule(),
    name: requiredTextRule(),
    surname: requiredTextRule(),
    company: requiredTextRule(),
    agree: agreementRule(),
  });
}
