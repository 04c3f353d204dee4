/**
 * The rules' field checks (firebase/firestore.rules, "field checks"), over plain data: an optional field
 * may be absent, a present one must have the right shape. Named as in the rules, so that each validator
 * reads like its rules function.
 */
import { LOCALES } from '@console/locale';
import { isPlainMap, samePlainData } from '@console/plain-data';

export type Fields = Readonly<Record<string, unknown>>;

export const isMap = (value: unknown): value is Fields => isPlainMap(value);

/** Deep equality of stored data, whatever the order of keys. */
export const sameValue = samePlainData;

export const hasOnly = (fields: Fields, keys: readonly string[]) => Object.keys(fields).every((key) => keys.includes(key));

const present = (fields: Fields, key: string) => key in fields && fields[key] !== undefined;

export const optionalString = (fields: Fields, key: string, maxLength: number) =>
  !present(fields, key) || (typeof fields[key] === 'string' && fields[key].length <= maxLength);

export const requiredString = (fields: Fields, key: string, maxLength: number) => {
  const value = fields[key];
  return typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength;
};

/** An optional map of texts per language (mk, en, sq), each at most `maxLength`: a consent text, a name as written in each. */
export const optionalLocaleTexts = (fields: Fields, key: string, maxLength: number) => {
  if (!present(fields, key)) return true;
  const texts = fields[key];
  return isMap(texts) && hasOnly(texts, LOCALES) && LOCALES.every((locale) => optionalString(texts, locale, maxLength));
};

export const optionalChoice = (fields: Fields, key: string, choices: readonly unknown[]) => !present(fields, key) || choices.includes(fields[key]);

export const requiredChoice = (fields: Fields, key: string, choices: readonly unknown[]) => present(fields, key) && choices.includes(fields[key]);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const optionalAmount = (fields: Fields, key: string) => !present(fields, key) || (isNumber(fields[key]) && fields[key] >= 0);

export const optionalWholeNumber = (fields: Fields, key: string) => !present(fields, key) || (Number.isInteger(fields[key]) && (fields[key] as number) >= 0);

export const optionalPercent = (fields: Fields, key: string) => !present(fields, key) || (isNumber(fields[key]) && fields[key] >= 0 && fields[key] <= 100);

export const optionalBool = (fields: Fields, key: string) => !present(fields, key) || typeof fields[key] === 'boolean';

/** The lower bound of a pair may not exceed the upper one when both are given. */
export const notAbove = (fields: Fields, lowKey: string, highKey: string) => {
  const low = fields[lowKey];
  const high = fields[highKey];
  return !isNumber(low) || !isNumber(high) || low <= high;
};

/** The first of two calendar days (`YYYY-MM-DD`, which sort as text) may not come after the second. */
export const notAfterDay = (fields: Fields, firstKey: string, lastKey: string) => {
  const first = fields[firstKey];
  const last = fields[lastKey];
  return typeof first !== 'string' || typeof last !== 'string' || first <= last;
};

/** A string that matches `pattern` (the rules' `matches`, which must match the whole string). */
export const optionalMatch = (fields: Fields, key: string, maxLength: number, pattern: RegExp) =>
  !present(fields, key) || (typeof fields[key] === 'string' && fields[key].length <= maxLength && pattern.test(fields[key]));

/** A time the server set in this very write (the rules' `== request.time`). */
export const optionalServerTime = (fields: Fields, key: string, now: number) => !present(fields, key) || fields[key] === now;

/** Like `optionalServerTime`, but a value the write leaves as it was is fine too. */
export const serverTimeOrKept = (fields: Fields, before: Fields | null, key: string, now: number) =>
  !present(fields, key) || fields[key] === now || (before !== null && fields[key] === before[key]);
