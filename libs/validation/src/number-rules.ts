import { number, type TestConfig } from 'yup';
import { siblingValue } from './sibling-value';
import { validationMessages } from './validation-messages';

/** An optional number; an empty input means "no value" rather than "not a number". */
export function optionalNumberRule() {
  return number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(validationMessages.number);
}

/** An optional number of zero or more (amounts, months, percentages). */
export function nonNegativeNumberRule() {
  return optionalNumberRule().min(0, validationMessages.nonNegative);
}

/** A test for the lower bound of a pair: it may not be larger than the sibling field `maxField`. */
export function notAboveField(maxField: string): TestConfig<number | undefined> {
  return {
    name: 'min-not-above-max',
    message: validationMessages.minAboveMax,
    test(value) {
      const max = siblingValue(this, maxField);
      if (value === undefined || typeof max !== 'number' || Number.isNaN(max)) return true;
      return value <= max;
    },
  };
}

/** The minimum of a pair such as minimum and maximum amount: non-negative and not above `maxField`. */
export function minNotAboveMaxRule(maxField: string) {
  return nonNegativeNumberRule().test(notAboveField(maxField));
}
