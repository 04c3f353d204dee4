import { object, string } from 'yup';
import { requiredEmailRule, validationMessages } from '@console/validation';

/** Only presence and shape: whether the password is right is the provider's to say. */
export const loginSchema = object({
  email: requiredEmailRule(),
  password: string().required(validationMessages.required),
});
