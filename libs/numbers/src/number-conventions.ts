/**
 * How people in each console language write numbers. Macedonian and Albanian staff write the decimal
 * comma and group thousands with a point (CLDR gives Albanian a space, which is accepted too); English
 * is the other way round.
 */
export interface NumberConventions {
  decimal: ',' | '.';
  group: ',' | '.';
}

const conventions: Record<string, NumberConventions> = {
  mk: { decimal: ',', group: '.' },
  sq: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/** The conventions of a language code such as `mk` or `sq-MK`; English's for an unknown one. */
export function numberConventions(language: string): NumberConventions {
  return conventions[language.toLowerCase().split('-')[0] ?? ''] ?? { decimal: '.', group: ',' };
}

/**
 * Digits in `language`'s separators. Intl's English output is the neutral form (browsers lack number
 * data for mk and sq); only the two separators differ between the three languages.
 */
export function writeDigits(value: number, language: string, { fractionDigits, grouping = true }: { fractionDigits: number; grouping?: boolean }): string {
  const neutral = new Intl.NumberFormat('en', { maximumFractionDigits: fractionDigits, useGrouping: grouping }).format(value);
  const { decimal, group } = numberConventions(language);
  return neutral.replace(/[.,]/gu, (separator) => (separator === '.' ? decimal : group));
}
