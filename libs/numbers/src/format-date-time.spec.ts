import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  const moment = new Date(2026, 10, 4, 9, 5).getTime();

  it('writes day, month and year with dots and the time in 24 hours in Macedonian and Albanian', () => {
    expect(formatDateTime(moment, 'mk')).toBe('04.11.2026 09:05');
    expect(formatDateTime(moment, 'sq-MK')).toBe('04.11.2026 09:05');
  });

  it('writes the month by name in English', () => {
    expect(formatDateTime(moment, 'en')).toBe('4 Nov 2026, 09:05');
  });
});
