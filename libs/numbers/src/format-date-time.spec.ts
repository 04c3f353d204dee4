import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime, formatTime } from './format-date-time';

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

describe('formatCalendarDay', () => {
  it('writes a calendar day the Macedonian and Albanian way, and in English through Intl, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-24', 'mk')).toBe('24.11.2026');
    expect(formatCalendarDay('2026-03-01', 'sq')).toBe('01.03.2026');
    expect(formatCalendarDay('2026-11-24', 'en')).toBe('24 Nov 2026');
  });
});

describe('formatTime', () => {
  it('writes the time of day in 24 hours with two-digit minutes in every language', () => {
    const morning = new Date(2026, 10, 4, 9, 5).getTime();
    const afternoon = new Date(2026, 10, 4, 22, 42).getTime();
    expect(formatTime(morning, 'mk')).toBe('09:05');
    expect(formatTime(afternoon, 'sq-MK')).toBe('22:42');
    expect(formatTime(morning, 'en')).toBe('09:05');
    expect(formatTime(afternoon, 'en')).toBe('22:42');
  });
});
