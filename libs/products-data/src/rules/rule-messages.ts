import { validationMessages } from '@console/validation/messages';

/**
 * Translation keys used as validation messages. The general ones are the forms namespace's, so a
 * product form reads like every other form; the product-specific ones live in `products`.
 */
export const ruleMessages = {
  required: validationMessages.required,
  url: validationMessages.url,
  httpsOnly: 'forms:validation.httpsOnly',
  email: validationMessages.email,
  imageRequired: validationMessages.imageRequired,
  percentRange: 'products:validation.percentRange',
  wholeNumber: 'products:validation.wholeNumber',
  nameTooLong: 'products:validation.nameTooLong',
  textTooLong: 'products:validation.textTooLong',
  nameInOneLanguage: 'products:validation.nameInOneLanguage',
  date: 'products:validation.date',
  firstDayAfterLast: 'products:validation.firstDayAfterLast',
  eurClauseDenarsOnly: 'products:validation.eurClauseDenarsOnly',
  imageType: 'products:validation.imageType',
  imageTooLarge: 'products:validation.imageTooLarge',
} as const;

export type RuleMessage = (typeof ruleMessages)[keyof typeof ruleMessages];
