import { object } from 'yup';
import { ACCOUNT_TEXT_LIMITS } from '@console/account-data';
import { agreementRule, passwordConfirmationRule, passwordRule, requiredEmailRule, requiredTextRule } from '@console/validation';
import { EMAIL_IN_USE_MESSAGE } from './register-form';

const { profile } = ACCOUNT_TEXT_LIMITS;

/**
 * The specification's rules, with the lengths of the profile that registration writes (firestore.rules
 * refuses longer texts; the screen saves the trimmed values checked here). `takenEmails` are addresses
 * the provider already refused, so the message stays at the field until the address is changed.
 */
export function registerSchema(takenEmails: readonly string[] = []) {
  return object({
    email: requiredEmailRule().test('email-in-use', EMAIL_IN_USE_MESSAGE, (value) => !value || !takenEmails.includes(value.toLowerCase())),
    password: passwordRule(),
    confirmPassword: passwordConfirmationRule(),
    name: requiredTextRule(profile.name),
    surname: requiredTextRule(profile.surname),
    company: requiredTextRule(profile.company),
    agree: agreementRule(),
  });
}
