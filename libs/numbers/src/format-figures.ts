import { writeDigits } from './number-conventions';

/**
 * Figures as a bank writes them for its customers: `3,9 %`, `600.000–12.000.000 ден.` in Macedonian,
 * `3.9%`, `MKD 600,000–12,000,000` in English.
 *
 * Macedonian and Albanian are written here rather than by `Intl`: Chromium ships no number data for
 * `mk` or `sq` and silently formats them as American English ("3.9%", "MKD 600,000"), while other
 * browsers do have it, so the same card would read differently from one browser to the next. English
 * goes through `Intl`, which every browser has.
 */

const localSymbols: Record<string, Record<string, string>> = {
  mk: { MKD: 'ден.', EUR: '€', USD: 'US$', CHF: 'CHF', GBP: '£' },
  sq: { MKD: 'MKD', EUR: '€', USD: 'USD', CHF: 'CHF', GBP: '£' },
};

const isEnglish = (language: string) => !(language.split('-')[0] ?? '').match(/^(mk|sq)$/u);

/** Digits with the language's separators, at most `fractionDigits` decimals (none when whole). */
export function formatNumber(value: number, language: string, fractionDigits = 2): string {
  return writeDigits(value, language, { fractionDigits: Number.isInteger(value) ? 0 : fractionDigits });
}

/** A per-cent figure given in per cent (3.9 → "3,9 %"). */
export function formatPercent(value: number, language: string): string {
  return formatPercentRange(value, value, language);
}

export function formatPercentRange(min: number, max: number, language: string): string {
  if (isEnglish(language)) {
    const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    return min === max ? format.format(min / 100) : format.formatRange(min / 100, max / 100);
  }
  const digits = min === max ? formatNumber(min, language) : `${formatNumber(min, language)}–${formatNumber(max, language)}`;
  return `${digits}\u00a0%`;
}

/** An amount of money in `currency` (an ISO code), whole amounts without decimals. */
export function formatMoney(value: number, currency: string, language: string): string {
  return formatMoneyRange(value, value, currency, language);
}

export function formatMoneyRange(min: number, max: number, currency: string, language: string): string {
  // Intl refuses what is not a three-letter code: a stored value of another shape is shown as it is.
  if (isEnglish(language) && /^[A-Z]{3}$/u.test(currency)) {
    const whole = Number.isInteger(min) && Number.isInteger(max);
    const format = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: whole ? 0 : 2 });
    return min === max ? format.format(min) : format.formatRange(min, max);
  }
  const symbol = localSymbols[language.split('-')[0] ?? '']?.[currency] ?? currency;
  const digits = min === max ? formatNumber(min, language) : `${formatNumber(min, language)}–${formatNumber(max, language)}`;
  return `${digits}\u00a0${symbol}`;
}
