import { describe, expect, it } from 'vitest';
import { dayIn } from '@console/assistant-contract';
import { bucketsOf } from './buckets';
import { mondayOf } from './calendar';
import { PERIOD_GROUPINGS, PERIODS, comparedRanges, periodRange } from './periods';

describe('periods', () => {
  it('covers the last 7, 30 and 90 days including today, against the same number of days before', () => {
    expect(periodRange('7d', '2026-03-01')).toEqual({
      current: { first: '2026-02-23', last: '2026-03-01' },
      previous: { first: '2026-02-16', last: '2026-02-22' },
      unit: 'day',
    });
    // 2024 is a leap year: 1 March and the 29 days of February.
    expect(periodRange('30d', '2024-03-01').current.first).toBe('2024-02-01');
    expect(periodRange('90d', '2026-11-24').previous).toEqual({ first: '2026-05-29', last: '2026-08-26' });
  });

  it('compares the current month so far with as many days before it, across a leap day', () => {
    expect(periodRange('month', '2024-03-05')).toEqual({
      current: { first: '2024-03-01', last: '2024-03-05' },
      previous: { first: '2024-02-25', last: '2024-02-29' },
      unit: 'day',
    });
    expect(periodRange('month', '2026-12-31').previous).toEqual({ first: '2026-10-31', last: '2026-11-30' });
  });

  it('takes the last 6 months as whole calendar months, against the 6 before, across a year end', () => {
    expect(periodRange('6m', '2026-02-10')).toEqual({
      current: { first: '2025-09-01', last: '2026-02-10' },
      previous: { first: '2025-03-01', last: '2025-08-31' },
      unit: 'month',
    });
  });

  it('starts the whole period at the first month with data and compares it with nothing', () => {
    expect(periodRange('all', '2026-11-24', '2025-05-17')).toEqual({ current: { first: '2025-05-01', last: '2026-11-24' }, previous: null, unit: 'month' });
    expect(periodRange('all', '2026-11-24').current.first).toBe('2026-11-01');
  });

  it('works out a change on whole days only: today\'s unfinished day is set against nothing', () => {
    expect(comparedRanges(periodRange('7d', '2026-11-27'), '2026-11-27')).toEqual({
      current: { first: '2026-11-21', last: '2026-11-26' },
      previous: { first: '2026-11-14', last: '2026-11-19' },
      unit: 'day',
    });
    expect(comparedRanges(periodRange('month', '2024-03-05'), '2024-03-05')).toEqual({
      current: { first: '2024-03-01', last: '2024-03-04' },
      previous: { first: '2024-02-25', last: '2024-02-28' },
      unit: 'day',
    });
    // The 1st of a month has no whole day of it yet, and the whole period nothing before it.
    expect(comparedRanges(periodRange('month', '2026-12-01'), '2026-12-01')).toBeNull();
    expect(comparedRanges(periodRange('all', '2026-11-24', '2025-05-17'), '2026-11-24')).toBeNull();
  });

  it('works out the last 6 months\' change on whole months, against as many months before', () => {
    expect(comparedRanges(periodRange('6m', '2026-02-10'), '2026-02-10')).toEqual({
      current: { first: '2025-09-01', last: '2026-01-31' },
      previous: { first: '2025-03-01', last: '2025-07-31' },
      unit: 'month',
    });
  });

  it('offers only groupings that give a readable number of points', () => {
    for (const period of PERIODS) {
      for (const grouping of PERIOD_GROUPINGS[period]) {
        const points = bucketsOf(periodRange(period, '2026-11-24', '2025-01-01').current, grouping).length;
        expect(points, `${period} by ${grouping}`).toBeGreaterThanOrEqual(2);
        expect(points, `${period} by ${grouping}`).toBeLessThanOrEqual(92);
      }
    }
  });
});

describe('buckets', () => {
  it('starts weeks on Monday and clips the first and last week to the period', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(bucketsOf({ first: '2026-11-01', last: '2026-11-24' }, 'week')).toEqual([
      { key: '2026-11-01', first: '2026-11-01', last: '2026-11-01' },
      { key: '2026-11-02', first: '2026-11-02', last: '2026-11-08' },
      { key: '2026-11-09', first: '2026-11-09', last: '2026-11-15' },
      { key: '2026-11-16', first: '2026-11-16', last: '2026-11-22' },
      { key: '2026-11-23', first: '2026-11-23', last: '2026-11-24' },
    ]);
  });

  it('keeps a week of seven days across the change from summer time, in the bank\'s time zone', () => {
    // Europe/Skopje leaves summer time on Sunday 25 October 2026 at 03:00.
    const week = bucketsOf({ first: '2026-10-19', last: '2026-10-25' }, 'week');
    expect(week).toEqual([{ key: '2026-10-19', first: '2026-10-19', last: '2026-10-25' }]);
    // A chat at 23:30 UTC on Sunday is already Monday in Skopje (UTC+1 after the change).
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 9, 25, 23, 30))).toBe('2026-10-26');
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 9, 24, 21, 30))).toBe('2026-10-24');
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 9, 24, 22, 30))).toBe('2026-10-25');
  });

  it('ends months on their last day, February included, and years on 31 December', () => {
    expect(bucketsOf({ first: '2024-01-01', last: '2024-03-10' }, 'month').map(({ first, last }) => [first, last])).toEqual([
      ['2024-01-01', '2024-01-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-03-01', '2024-03-10'],
    ]);
    expect(bucketsOf({ first: '2025-05-01', last: '2026-11-24' }, 'year').map(({ first, last }) => [first, last])).toEqual([
      ['2025-05-01', '2025-12-31'],
      ['2026-01-01', '2026-11-24'],
    ]);
  });
});
