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
