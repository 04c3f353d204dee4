/** Translation keys (namespace `forms`) used as yup messages; form fields translate them when shown. */
export const validationMessages = {
  required: 'forms:validation.required',
  email: 'forms:validation.email',
  enterEmail: 'forms:validation.enterEmail',
  passwordMin: 'forms:validation.passwordMin',
  commonPassword: 'forms:validation.commonPassword',
  passwordsMismatch: 'forms:validation.passwordsMismatch',
  imageRequired: 'forms:validation.imageRequired',
  agreementRequired: 'forms:validation.agreementRequired',
  number: 'forms:validation.number',
  nonNegative: 'forms:validation.nonNegative',
  minAboveMax: 'forms:validation.minAboveMax',
  url: 'forms:validation.url',
  hexColour: 'forms:validation.hexColour',
  maxLength: 'forms:validation.maxLength',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
