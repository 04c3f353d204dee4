import { describe, expect, it } from 'vitest';
import { monthVisitGap, visitGap, type Channel, type DayCounters, type MonthCounters } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { bucketsOf } from './buckets';
import { addDays } from './calendar';
import { channelsShown, dashboardView, documentsNeeded } from './dashboard-view';
import { maxDocumentsRead } from './read-cost';
import { changeFrom } from './metrics';
import { PERIOD_GROUPINGS, periodRange, type Period } from './periods';

type Visit = { visitor: number; day: string; channel: Channel; locale: Locale };

/** Counters as the chat writes them (one session per visit, shard by visitor), from a list of visits. */
function record(visits: Visit[]): { days: DayCounters[]; months: MonthCounters[] } {
  const days = new Map<string, DayCounters>();
  const months = new Map<string, MonthCounters>();
  const last = new Map<number, string>();
  for (const { visitor, day, channel, locale } of [...visits].sort((a, b) => a.day.localeCompare(b.day))) {
    const shard = visitor % 3;
    const month = day.slice(0, 7);
    const dayDoc = days.get(`${day}_${shard}`) ?? { day, counts: {}, visits: {} };
    const monthDoc = months.get(`${month}_${shard}`) ?? { month, counts: {}, visits: {} };
    for (const document of [dayDoc, monthDoc]) {
      const sessions = (document.counts.sessions ??= {});
      const byLocale = (sessions[channel] ??= {});
      byLocale[locale] = (byLocale[locale] ?? 0) + 1;
    }
    const previous = last.get(visitor) ?? null;
    const gaps: Array<[DayCounters | MonthCounters, ReturnType<typeof visitGap>]> = [
      [dayDoc, visitGap(previous, day)],
      [monthDoc, monthVisitGap(previous, day)],
    ];
    for (const [document, gap] of gaps) {
      if (!gap) continue;
      const byLocale = ((document.visits[channel] ??= {})[locale] ??= {});
      byLocale[gap] = (byLocale[gap] ?? 0) + 1;
    }
    if (previous !== day) last.set(visitor, day);
    days.set(`${day}_${shard}`, dayDoc);
    months.set(`${month}_${shard}`, monthDoc);
  }
  return { days: [...days.values()], months: [...months.values()] };
}

function randomVisits(seed: number, today: string, count: number): Visit[] {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const channels: Channel[] = ['web', 'viber'];
  const locales: Locale[] = ['mk', 'en', 'sq'];
  return Array.from({ length: count }, () => {
    const visitor = Math.floor(random() * 120);
    return { visitor, day: addDays(today, -Math.floor(random() * 600)), channel: channels[visitor % 2] ?? 'web', locale: locales[visitor % 3] ?? 'mk' };
  });
}

const distinct = (visits: Visit[], first: string, last: string) => new Set(visits.filter(({ day }) => day >= first && day <= last).map(({ visitor }) => visitor)).size;

describe('channelsShown', () => {
  it('lists the website always and another channel once it has users, for the page and the CSV alike', () => {
    expect(channelsShown({ usersByChannel: { web: 0, viber: 3, messenger: 0, whatsapp: 0 } })).toEqual(['web', 'viber']);
    expect(channelsShown({ usersByChannel: { web: 5, viber: 0, messenger: 0, whatsapp: 1 } })).toEqual(['web', 'whatsapp']);
  });
});

describe('dashboardView', () => {
  const today = '2026-11-24';
  const visits = randomVisits(7, today, 3_000);
  const source = record(visits);

  it('counts each customer once per bucket and once in the period, for every period and grouping', () => {
    for (const period of ['7d', '30d', '90d', 'month', '6m', 'all'] as Period[]) {
      for (const grouping of PERIOD_GROUPINGS[period]) {
        const view = dashboardView(period, grouping, today, source);
        for (const point of view.points) expect(point.values.users, `${period}/${grouping} ${point.first}`).toBe(distinct(visits, point.first, point.last));
        expect(view.totals.users, `${period} headline`).toBe(distinct(visits, view.range.current.first, today));
        if (view.change) {
          const { current, previous } = view.change.ranges;
          expect(view.change.current.users, `${period} change`).toBe(distinct(visits, current.first, current.last));
          expect(view.change.previous.users, `${period} change`).toBe(distinct(visits, previous.first, previous.last));
        }
        expect(view.totals.sessions).toBe(visits.filter(({ day }) => day >= view.range.current.first && day <= today).length);
      }
    }
  });

  it('splits the period\'s users by channel and by language', () => {
    const view = dashboardView('90d', 'week', today, source);
    const { first } = view.range.current;
    const of = (keep: (visit: Visit) => boolean) => distinct(visits.filter(keep), first, today);
    expect(view.usersByChannel).toEqual({ web: of((visit) => visit.channel === 'web'), viber: of((visit) => visit.channel === 'viber'), messenger: 0, whatsapp: 0 });
    expect(view.usersByLanguage).toEqual({ mk: of((visit) => visit.locale === 'mk'), en: of((visit) => visit.locale === 'en'), sq: of((visit) => visit.locale === 'sq') });
  });

  it('starts the whole period at the first month with data, grouped by month and by year', () => {
    const view = dashboardView('all', 'year', today, source);
    const firstMonth = [...visits].sort((a, b) => a.day.localeCompare(b.day))[0]?.day.slice(0, 7);
    expect(view.range.current.first).toBe(`${firstMonth}-01`);
    expect(view.points.map(({ first }) => first)).toEqual([`${firstMonth}-01`, '2026-01-01']);
  });

  it('reads days for the short periods and months for the long ones', () => {
    expect(documentsNeeded('7d', 'day', today)).toEqual({ days: { first: '2026-11-11', last: today }, months: null });
    expect(documentsNeeded('6m', 'month', today)).toEqual({ days: null, months: { first: '2025-12', last: '2026-11' } });
    expect(documentsNeeded('6m', 'week', today)).toEqual({ days: periodRange('6m', today).current, months: { first: '2025-12', last: '2026-11' } });
    expect(documentsNeeded('all', 'year', today)).toEqual({ days: null, months: 'all' });
    expect(bucketsOf(periodRange('all', today, '2025-05-03').current, 'month')).toHaveLength(19);
  });

  it('reads at most 800 documents for the whole period of two busy years, every shard of every month written', () => {
    for (const grouping of PERIOD_GROUPINGS.all) expect(maxDocumentsRead('all', grouping, today, '2024-12')).toBeLessThanOrEqual(800);
    expect(maxDocumentsRead('all', 'month', today, '2024-12')).toBe(24 * 10 + 500 + 1);
    expect(maxDocumentsRead('7d', 'day', today, '2024-12')).toBe(14 * 10 + 500 + 1);
  });

  it('computes the longest views of a busy bank within a blink', () => {
    const busy = record(randomVisits(11, today, 60_000));
    const started = performance.now();
    dashboardView('all', 'month', today, busy);
    dashboardView('6m', 'week', today, busy);
    dashboardView('90d', 'day', today, busy);
    expect(performance.now() - started).toBeLessThan(300);
  });
});

describe('changeFrom', () => {
  it('says up or down in per cent, new after zero, and same when equal', () => {
    expect(changeFrom(200, 250)).toEqual({ kind: 'up', percent: 25 });
    expect(changeFrom(3, 2)).toEqual({ kind: 'down', percent: 33.3 });
    expect(changeFrom(0, 4)).toEqual({ kind: 'new' });
    expect(changeFrom(0, 0)).toEqual({ kind: 'same' });
  });
});
