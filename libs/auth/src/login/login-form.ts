import { object, string } from 'yup';
import { requiredEmailRule, validationMessages } from '@console/validation';

export interface LoginValues {
  email: string;
  password: string;
}

export const emptyLogin: LoginValues = { email: '', password: '' };

/** Only presence and shape: whether the password is right is the provider's to say. */
export const loginSchema = object({
  email: requiredEmailRule(),
  password: string().required(validationMessages.required),
});
