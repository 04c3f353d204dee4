import type { Metric } from '@console/analytics-data';
import { formatMoney, formatNumber } from '@console/numbers';

/** A series' value as the bank reads it: counts as whole numbers, the leads amount as money. */
export function formatMetric(metric: Metric, value: number, language: string, currency: string): string {
  return metric === 'leadsAmount' ? formatMoney(value, currency, language) : formatNumber(value, language);
}
