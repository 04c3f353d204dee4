import { describe, expect, it } from 'vitest';
import { uniqueMonthlyVisitors, type DayCounters, type MonthCounters, type UnansweredQuestion } from '@console/assistant-contract';
import { DEMO_HISTORY_MONTHS, demoAnalyticsHistory } from './analytics-history';

const sum = (byChannel: Record<string, Record<string, number>> | undefined) =>
  Object.values(byChannel ?? {}).reduce((total, byLocale) => total + Object.values(byLocale).reduce((a, b) => a + b, 0), 0);

describe('demoAnalyticsHistory', () => {
  const now = Date.UTC(2026, 10, 24, 9);
  const documents = demoAnalyticsHistory('staging', 'demo-banka', 'Europe/Skopje', now);
  const days = documents.filter(({ path }) => path.includes('/days/')).map(({ data }) => data as DayCounters);
  const months = documents.filter(({ path }) => path.includes('/months/')).map(({ data }) => data as MonthCounters);

  it('covers two years up to yesterday, every day counted', () => {
    expect(days[0]?.day).toBe('2024-12-01');
    expect(days.at(-1)?.day).toBe('2026-11-23');
    expect(months).toHaveLength(DEMO_HISTORY_MONTHS + 1);
    expect(days.every(({ counts }) => sum(counts.sessions) > 0)).toBe(true);
  });

  it('has busier weekdays than weekends and both channels and all three languages', () => {
    const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const average = (keep: (weekday: number) => boolean) => {
      const chosen = days.filter(({ day }) => keep(weekdayOf(day)));
      return chosen.reduce((total, { counts }) => total + sum(counts.sessions), 0) / chosen.length;
    };
    expect(average((weekday) => weekday >= 1 && weekday <= 5)).toBeGreaterThan(1.4 * average((weekday) => weekday === 0 || weekday === 6));
    const last = months.at(-2);
    expect(Object.keys(last?.counts.sessions ?? {}).sort()).toEqual(['viber', 'web']);
    expect(Object.keys(last?.counts.sessions?.web ?? {}).sort()).toEqual(['en', 'mk', 'sq']);
    expect(sum(last?.counts.leadsAmount)).toBeGreaterThan(0);
  });

  it('agrees between days and months, and counts returning customers once', () => {
    const october = days.filter(({ day }) => day.startsWith('2026-10'));
    const monthDoc = months.find(({ month }) => month === '2026-10');
    expect(sum(monthDoc?.counts.messages)).toBe(october.reduce((total, { counts }) => total + sum(counts.messages), 0));
    const visits = months.map(({ month, visits }) => ({ month, visits: Object.assign({}, ...Object.values(visits).flatMap((byLocale) => Object.values(byLocale ?? {}))) }));
    expect(uniqueMonthlyVisitors(visits, '2026-10', '2026-10')).toBeLessThan(sum(monthDoc?.counts.sessions));
  });

  it('keeps recent unanswered questions as the chat records them', () => {
    const questions = documents.filter(({ path }) => path.includes('/unanswered/')).map(({ data }) => data as UnansweredQuestion);
    expect(questions.length).toBeGreaterThan(100);
    expect(questions.every(({ day }) => day >= '2026-10-10' && day <= '2026-11-23')).toBe(true);
  });
});
