import { writeDigits } from './number-conventions';

/**
 * A number written back into an input the way `parseDecimal` reads it in `language` (`600.000`,
 * `3,9` in Macedonian; `600,000`, `3.9` in English), so that a person sees at once how the value was
 * understood. Up to six decimals, no rounding of what was typed beyond that.
 */
export function formatDecimalForInput(value: number, language: string, { grouping = true }: { grouping?: boolean } = {}): string {
  return Number.isFinite(value) ? writeDigits(value, language, { fractionDigits: 6, grouping }) : '';
}
