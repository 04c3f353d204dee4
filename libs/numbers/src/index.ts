export { numberConventions, type NumberConventions } from './number-conventions';
export { parseDecimal, parseOptionalDecimal, type ParseDecimalOptions } from './parse-decimal';
export { formatDecimalForInput } from './format-decimal';
export { formatMoney, formatMoneyRange, formatNumber, formatPercent, formatPercentRange } from './format-figures';
export { formatCalendarDay, formatDateTime, formatTime } from './format-date-time';
export { MONTHS_PER_YEAR, wholeYears } from './duration-units';
export { seededRandom } from './seeded-random';
export { finiteNumber } from './finite-number';
