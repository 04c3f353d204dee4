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

/** The rules, with yup, fetched when the form first validates rather than with the page. */
export const loadRegisterSchema = (takenEmails: readonly string[] = []) => import('./register-schema').then((module) => module.registerSchema(takenEmails));
