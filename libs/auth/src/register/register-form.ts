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
