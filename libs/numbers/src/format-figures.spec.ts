import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, formatNumber, formatPercent, formatPercentRange } from './format-figures';

const nbsp = '\u00a0';

describe('figures as a bank writes them', () => {
  it('in Macedonian: decimal comma, thousands with a point, "ден." after the amount', () => {
    expect(formatPercent(3.9, 'mk')).toBe(`3,9${nbsp}%`);
    expect(formatPercentRange(3.9, 4.5, 'mk')).toBe(`3,9–4,5${nbsp}%`);
    expect(formatMoney(1500, 'MKD', 'mk')).toBe(`1.500${nbsp}ден.`);
    expect(formatMoneyRange(600_000, 12_000_000, 'MKD', 'mk')).toBe(`600.000–12.000.000${nbsp}ден.`);
    expect(formatMoney(49.9, 'EUR', 'mk')).toBe(`49,9${nbsp}€`);
  });

  it('in Albanian: decimal comma, thousands with a point, the currency code after the amount', () => {
    expect(formatPercent(3.9, 'sq')).toBe(`3,9${nbsp}%`);
    expect(formatMoneyRange(600_000, 12_000_000, 'MKD', 'sq')).toBe(`600.000–12.000.000${nbsp}MKD`);
  });

  it('in English, through Intl', () => {
    expect(formatPercent(3.9, 'en')).toBe('3.9%');
    expect(formatMoney(600_000, 'MKD', 'en')).toBe(`MKD${nbsp}600,000`);
    expect(formatMoneyRange(600_000, 12_000_000, 'MKD', 'en')).toBe(`MKD${nbsp}600,000–12,000,000`);
  });

  it('shows a stored currency that is not a currency code as it is, instead of failing (Intl would throw)', () => {
    expect(formatMoney(1500, 'ab', 'en')).toBe(`1,500${nbsp}ab`);
    expect(formatMoney(1500, 'ab', 'mk')).toBe(`1.500${nbsp}ab`);
  });

  it('keeps at most two decimals and none for whole numbers', () => {
    expect(formatNumber(1250, 'mk')).toBe('1.250');
    expect(formatNumber(3.14159, 'sq')).toBe('3,14');
    expect(formatNumber(3.14159, 'en')).toBe('3.14');
  });
});
