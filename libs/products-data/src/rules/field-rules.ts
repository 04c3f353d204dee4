import { boolean, string, type TestConfig } from 'yup';
import { nonNegativeNumberRule, siblingValue } from '@console/validation';
import { CALENDAR_DAY_PATTERN, EMAIL_PATTERN, HTTPS_URL_PATTERN, MAX_ACCOUNT_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from '@console/document-rules';
import { ruleMessages } from './rule-messages';

export { MAX_NAME_LENGTH, MAX_TEXT_LENGTH };
/** An interest rate above this is allowed but unusual enough that the form asks to check it. */
export const UNUSUAL_INTEREST_RATE_PERCENT = 20;

/** Months, instalments: a whole number, zero or more. */
export function wholeNumberRule() {
  return nonNegativeNumberRule().integer(ruleMessages.wholeNumber);
}

/** A percentage or an interest rate: 0 to 100. */
export function percentRule() {
  return nonNegativeNumberRule().max(100, ruleMessages.percentRange);
}

export function requiredNameRule() {
  return string().trim().required(ruleMessages.required).max(MAX_NAME_LENGTH, ruleMessages.nameTooLong);
}

export function optionalTextRule(max = MAX_TEXT_LENGTH) {
  return string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .max(max, max === MAX_NAME_LENGTH ? ruleMessages.nameTooLong : ruleMessages.textTooLong);
}

/** One of `values`, required: an unchosen select says "Field required". */
export function requiredChoiceRule<T extends string>(values: readonly T[]) {
  return string<T>().required(ruleMessages.required).oneOf(values, ruleMessages.required);
}

export function optionalChoiceRule<T extends string>(values: readonly T[]) {
  return string<T>()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf(values, ruleMessages.required);
}

/** A scheme such as `https:`; an address without one is completed rather than refused. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/iu;

/**
 * An optional https address with a host name. People type a bank's page as `demobanka.mk/kartici`:
 * without a scheme it becomes `https://demobanka.mk/kartici` (what is stored). An `http://` address is
 * refused with its own message (customers are sent only to secure pages), and what is still not a web
 * address with the general one.
 */
export function urlRule() {
  return optionalTextRule(MAX_URL_LENGTH)
    .transform((value: string | undefined) => (value && !SCHEME.test(value) && !value.startsWith('//') ? `https://${value}` : value))
    .test('https-only', ruleMessages.httpsOnly, (value) => !value || !/^http:/iu.test(value))
    .matches(HTTPS_URL_PATTERN, { message: ruleMessages.url, excludeEmptyString: true });
}

export function emailRule() {
  return optionalTextRule(MAX_ACCOUNT_EMAIL_LENGTH).matches(EMAIL_PATTERN, { message: ruleMessages.email, excludeEmptyString: true });
}

/** An optional calendar day as a date input gives it (`YYYY-MM-DD`); empty is no date. */
export function calendarDayRule() {
  return string()
    .transform((value: string) => (value === '' ? undefined : value))
    .matches(CALENDAR_DAY_PATTERN, { message: ruleMessages.date, excludeEmptyString: true });
}

/** The first day of an offer may not come after its last, the sibling `lastField` (skipped while either is empty). */
export function notAfterDay(lastField: string): TestConfig<string | undefined> {
  return {
    name: 'first-not-after-last',
    message: ruleMessages.firstDayAfterLast,
    test(value) {
      const last = siblingValue(this, lastField);
      return !value || typeof last !== 'string' || last === '' || value <= last;
    },
  };
}

/** "Denars with a EUR clause": the amounts are in denars, tied to the euro's rate; only for denars. */
export function eurClauseRule() {
  return boolean()
    .default(false)
    .test('denars-only', ruleMessages.eurClauseDenarsOnly, function denarsOnly(value) {
      return !value || siblingValue(this, 'currency') === 'MKD';
    });
}

/**
 * The terms loans and deposits state beyond their figures: the EUR clause (amounts in denars tied to the
 * euro's rate, only with denars) and the offer's first and last day (`YYYY-MM-DD`, both included: the
 * chat leaves the product out on other days).
 */
export const offerTermsRules = () => ({
  eurClause: eurClauseRule(),
  validFrom: calendarDayRule().test(notAfterDay('validUntil')),
  validUntil: calendarDayRule(),
});
