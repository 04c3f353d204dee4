import { numberConventions } from './number-conventions';

export interface ParseDecimalOptions {
  /**
   * Whether thousands may be grouped (amounts: `600.000`). Off for rates and counts, where a single
   * point or comma can only be the decimal separator.
   */
  grouping?: boolean;
}

/** Spaces of any kind, which people and Intl put between thousands. */
const spaces = /[\s\u00a0\u202f]/gu;

/** `1`, `12`, `123` followed by groups of exactly three digits. */
const validGroups = (parts: string[]) => /^\d{1,3}$/u.test(parts[0] ?? '') && parts.slice(1).every((part) => /^\d{3}$/u.test(part));

/**
 * Reads a number as a person typed it in `language`: `3,9` and `3.9` are both 3.9 everywhere, because
 * staff type the decimal comma whatever the console's language. Only where it cannot be a decimal
 * separator is a point or comma read as a thousands separator: next to the other separator
 * (`1.250,5`), repeated (`1,000,000`), or as the language's own group separator before exactly three
 * digits (`1.500` in Macedonian, `1,500` in English). Anything else, an empty input included, is
 * `NaN`, so that a rule can say so instead of guessing.
 */
export function parseDecimal(text: string, language: string, { grouping = true }: ParseDecimalOptions = {}): number {
  const compact = text.replace(spaces, '');
  if (compact === '') return Number.NaN;
  const match = /^([+-]?)([\d.,]+)$/u.exec(compact);
  if (!match) return Number.NaN;
  const [, sign = '', body = ''] = match;
  const { group } = numberConventions(language);
  const points = body.split('.').length - 1;
  const commas = body.split(',').length - 1;

  let integer = body;
  let fraction = '';
  if (points > 0 && commas > 0) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const groupChar = decimal === '.' ? ',' : '.';
    const [whole = '', rest = ''] = body.split(decimal);
    if (!grouping || body.split(decimal).length !== 2 || !validGroups(whole.split(groupChar))) return Number.NaN;
    integer = whole.split(groupChar).join('');
    fraction = rest;
  } else if (points + commas > 0) {
    const separator = points > 0 ? '.' : ',';
    const parts = body.split(separator);
    const groupsOfThousands = grouping && validGroups(parts) && (parts.length > 2 || (separator === group && parts[0] !== '0'));
    if (groupsOfThousands) integer = parts.join('');
    else if (parts.length === 2) [integer = '', fraction = ''] = parts;
    else return Number.NaN;
  }
  if (integer === '' && fraction !== '') integer = '0';
  if (!/^\d+$/u.test(integer) || !/^\d*$/u.test(fraction)) return Number.NaN;
  return Number(`${sign}${integer}${fraction ? `.${fraction}` : ''}`);
}

/** `parseDecimal` that keeps an empty input apart: `undefined` for nothing typed. */
export function parseOptionalDecimal(text: string, language: string, options?: ParseDecimalOptions): number | undefined {
  return text.trim() === '' ? undefined : parseDecimal(text, language, options);
}
