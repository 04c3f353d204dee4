/** Numbers as a bank writes them in the reader's language, through Intl. */
export function formatAmount(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
}

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

export function formatPercentRange(min: number, max: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return min === max ? format.format(min / 100) : format.formatRange(min / 100, max / 100);
}

export function formatAmountRange(min: number, max: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : format.formatRange(min, max);
}
