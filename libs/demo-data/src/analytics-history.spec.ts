import { describe, expect, it } from 'vitest';
import { LEAD_EMAIL_PATTERN, uniqueMonthlyVisitors, type DayCounters, type Lead, type MonthCounters, type UnansweredQuestion } from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { DEMO_HISTORY_MONTHS, demoAnalyticsHistory } from './analytics-history';
import type { DemoLeadSources } from './demo-leads';

const sum = (byChannel: Record<string, Record<string, number>> | undefined) =>
  Object.values(byChannel ?? {}).reduce((total, byLocale) => total + Object.values(byLocale).reduce((a, b) => a + b, 0), 0);

describe('demoAnalyticsHistory', () => {
  const now = Date.UTC(2026, 10, 24, 9);
  const sources = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        loans: [{ id: 'loan-1', name: `Loan ${locale}`, currency: 'MKD', amounts: { min: 30_000, max: 900_000 }, months: { min: 12, max: 96 } }],
        others: [{ id: 'card-1', name: `Card ${locale}`, currency: 'MKD' }],
        consent: `Consent ${locale}`,
      },
    ]),
  ) as DemoLeadSources;
  const documents = demoAnalyticsHistory('staging', 'demo-banka', 'Europe/Skopje', now, sources);
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

  it('keeps every lead it counts as a request on the Leads page, with the amounts it adds up', () => {
    const leads = documents.filter(({ path }) => path.startsWith('mode/staging/leads/demo-banka/items/')).map(({ data }) => data as Lead);
    expect(leads.length).toBe(days.reduce((total, { counts }) => total + sum(counts.leads), 0));
    expect(leads.reduce((total, { amount }) => total + (amount ?? 0), 0)).toBe(days.reduce((total, { counts }) => total + sum(counts.leadsAmount), 0));
    for (const lead of leads) {
      const source = sources[lead.locale];
      expect(lead.consentText).toBe(source.consent);
      expect(lead.contact).toMatch(/^\+389 7\d \d{3} \d{3}$|@example\.com$/);
      if (lead.contact.includes('@')) expect(lead.contact).toMatch(LEAD_EMAIL_PATTERN);
      if (lead.amount !== null) expect(lead.amount).toBeGreaterThanOrEqual(30_000);
      if (lead.termMonths !== null) expect(lead.termMonths).toBeLessThanOrEqual(96);
      // A request is made on the day it is counted for, at a working hour in the bank's time zone.
      const hour = Number(new Date(lead.createdAt).toLocaleString('en-GB', { timeZone: 'Europe/Skopje', hour: '2-digit', hour12: false }));
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(hour).toBeLessThanOrEqual(19);
    }
    const recent = leads.filter(({ createdAt }) => createdAt > now - 2 * 86_400_000);
    expect(recent.every(({ handled }) => !handled)).toBe(true);
    expect(leads.filter(({ handled }) => handled).length).toBeGreaterThan(leads.length / 2);
  });

  it('keeps recent unanswered questions as the chat records them', () => {
    const questions = documents.filter(({ path }) => path.includes('/unanswered/')).map(({ data }) => data as UnansweredQuestion);
    expect(questions.length).toBeGreaterThan(100);
    expect(questions.every(({ day }) => day >= '2026-10-10' && day <= '2026-11-23')).toBe(true);
  });
});
