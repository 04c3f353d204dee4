/** ISO 4217 codes a bank in North Macedonia quotes its products and counts its leads in; the denar first. */
export const CURRENCIES = ['MKD', 'EUR', 'USD', 'CHF', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
