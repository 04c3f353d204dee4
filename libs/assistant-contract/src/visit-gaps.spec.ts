import { describe, expect, it } from 'vitest';
import { FIRST_VISIT, type VisitGap } from './analytics-counters';
import { dayNumber, monthVisitGap, uniqueMonthlyVisitors, uniqueVisitors, visitGap, type DayVisits, type MonthVisits } from './visit-gaps';

/** Visits as the widget records them, from each visitor's list of visit days. */
function record(visitorsDays: string[][]): DayVisits[] {
  const byDay = new Map<string, Partial<Record<VisitGap, number>>>();
  for (const days of visitorsDays) {
    let previous: string | null = null;
    for (const day of days) {
      const gap = visitGap(previous, day);
      previous = day;
      if (gap === null) continue;
      const visits = byDay.get(day) ?? {};
      visits[gap] = (visits[gap] ?? 0) + 1;
      byDay.set(day, visits);
    }
  }
  return [...byDay].map(([day, visits]) => ({ day, visits }));
}

describe('unique visitors from visit gaps', () => {
  const visitors = [
    ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
    ['2026-02-20', '2026-03-04'],
    ['2026-03-08', '2026-03-09'],
    ['2026-01-10'],
  ];
  const days = record(visitors);

  it('counts a customer who chats on five days of a week once in that week', () => {
    expect(uniqueVisitors(days, '2026-03-02', '2026-03-08')).toBe(3);
    expect(uniqueVisitors(days, '2026-03-04', '2026-03-04')).toBe(2);
  });

  it('counts every visitor once over any run of days, as a set of ids would', () => {
    const all = visitors.flat().sort();
    for (const first of all) {
      for (const last of all.filter((day) => day >= first)) {
        const expected = visitors.filter((visits) => visits.some((day) => day >= first && day <= last)).length;
        expect(uniqueVisitors(days, first, last)).toBe(expected);
      }
    }
  });

  it('counts a second visit on the same day not at all, and a visit after years as a first one', () => {
    expect(visitGap('2026-03-02', '2026-03-02')).toBeNull();
    expect(visitGap(null, '2026-03-02')).toBe(FIRST_VISIT);
    expect(visitGap('2020-01-01', '2026-03-02')).toBe(FIRST_VISIT);
    expect(visitGap('2024-02-28', '2024-03-01')).toBe('2');
  });

  it('numbers calendar days without a time zone, leap days included', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2026-03-30') - dayNumber('2026-03-29')).toBe(1);
  });
});

describe('unique visitors of whole months', () => {
  const visitors = [
    ['2025-11-03', '2025-11-20', '2026-01-05', '2026-01-06'],
    ['2025-12-31', '2026-01-01'],
    ['2026-02-14'],
    ['2023-01-02', '2026-02-01'],
  ];
  const months: MonthVisits[] = [];
  for (const days of visitors) {
    let previous: string | null = null;
    for (const day of days) {
      const gap = monthVisitGap(previous, day);
      previous = day;
      if (gap === null) continue;
      const month = day.slice(0, 7);
      const entry = months.find((candidate) => candidate.month === month) ?? months[months.push({ month, visits: {} }) - 1];
      if (entry) entry.visits[gap] = (entry.visits[gap] ?? 0) + 1;
    }
  }

  it('counts every visitor once over any run of months, as a set of ids would', () => {
    const all = ['2025-11', '2025-12', '2026-01', '2026-02'];
    for (const first of all) {
      for (const last of all.filter((month) => month >= first)) {
        const expected = visitors.filter((visits) => visits.some((day) => day.slice(0, 7) >= first && day.slice(0, 7) <= last)).length;
        expect(uniqueMonthlyVisitors(months, first, last)).toBe(expected);
      }
    }
  });

  it('counts only the first visit of a month, across a year end', () => {
    expect(monthVisitGap('2025-11-03', '2025-11-20')).toBeNull();
    expect(monthVisitGap('2025-12-31', '2026-01-01')).toBe('1');
    expect(monthVisitGap('2023-01-02', '2026-02-01')).toBe(FIRST_VISIT);
  });
});
