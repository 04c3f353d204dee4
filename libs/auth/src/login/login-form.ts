export interface LoginValues {
  email: string;
  password: string;
}

export const emptyLogin: LoginValues = { email: '', password: '' };

/** The rules, with yup, fetched when the form first validates rather than with the page. */
export const loadLoginSchema = () => import('./login-schema').then((module) => module.loginSchema);
