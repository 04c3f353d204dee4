import { describe, expect, it } from 'vitest';
import { DAILY_CAPS, uniqueMonthlyVisitors, uniqueVisitors, type DayCounters, type MonthCounters } from '@console/assistant-contract';
import { createTestBackend } from '@console/testing';
import { chatCounters, type VisitMemory } from './chat-counters';
import { paths } from '@console/data-paths';

const MODE = 'staging';

type Counters = { id: string; data: DayCounters | MonthCounters };

/** Each day's (or month's) counters with its shards added up: the server picks a shard at random. */
function byUnit(documents: readonly Counters[]): Array<DayCounters | MonthCounters> {
  const add = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
      else if (typeof value === 'object' && value !== null) add((into[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
      else into[key] = value;
    }
  };
  const units = new Map<string, Record<string, unknown>>();
  for (const { id, data } of documents) {
    const unit = id.split('_')[0] ?? '';
    if (!units.has(unit)) units.set(unit, { counts: {}, visits: {} });
    add(units.get(unit) ?? {}, data);
  }
  return [...units.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, unit]) => unit as DayCounters | MonthCounters);
}

function memory(): VisitMemory {
  let last: string | null = null;
  return { lastVisitDay: () => last, remember: (day) => (last = day) };
}

const bank = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
type Seeded = { path: string; data: Record<string, unknown> };

/** Bank-1's assistant `a1` on the local backend at the clock's time, with more documents and users, and a customer's chat on it. */
async function chatOn(now: () => number, documents: Seeded[] = [], users: Array<typeof bank> = []) {
  const backend = await createTestBackend({ now, seed: { users: [bank, ...users], documents: [{ path: paths.assistantOwner(MODE, 'a1'), data: { owner: bank.uid } }, ...documents] } });
  const counters = chatCounters({
    create: (collection, data) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data),
    mode: MODE,
    assistantId: 'a1',
    timeZone: 'Europe/Skopje',
    channel: 'web',
    visits: memory(),
    now,
  });
  return { backend, counters };
}

describe('chatCounters', () => {
  it('counts sessions, conversations, messages and answers per channel and language, written by a signed-out customer', async () => {
    const stranger = { uid: 'bank-2', email: 'eve@other.example', password: 'secret-2', emailVerified: true };
    let clock = Date.UTC(2026, 10, 24, 10);
    const { backend, counters } = await chatOn(() => clock, [{ path: paths.publishedHead(MODE, 'a1'), data: { timeZone: 'Europe/Skopje' } }], [stranger]);
    await counters.session('mk');
    await counters.question('mk', true, 'како да ја блокирам картичката');
    await counters.question('mk', false, 'дали примате биткоин? мојот број е 070 123 456');
    // Answered, and the customer said it was not what they asked: kept with the answer it got.
    await counters.notWhatIAsked('mk', 'мојот паричник го изгубив во теретана', 'atm-card-retained');
    clock += 3 * 86_400_000;
    await counters.session('en');
    clock += 7 * 86_400_000;
    await counters.session('en');

    // The server added the customers' events to the counters; only the bank reads them, not another bank.
    for (const path of [paths.analyticsDays(MODE, 'a1'), paths.analyticsMonths(MODE, 'a1'), paths.unansweredQuestions(MODE, 'a1')]) {
      await expect(backend.documents.getCollection(path)).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await backend.auth.signIn(stranger.email, stranger.password);
    for (const path of [paths.analyticsDays(MODE, 'a1'), paths.analyticsMonths(MODE, 'a1'), paths.unansweredQuestions(MODE, 'a1')]) {
      await expect(backend.documents.getCollection(path)).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await backend.auth.signIn(bank.email, bank.password);
    const days = byUnit(await backend.documents.getCollection<DayCounters>(paths.analyticsDays(MODE, 'a1'))) as DayCounters[];
    expect(days.map((day) => day.day)).toEqual(['2026-11-24', '2026-11-27', '2026-12-04']);
    expect(days[0]?.counts).toEqual({
      sessions: { web: { mk: 1 } },
      messages: { web: { mk: 2 } },
      answered: { web: { mk: 1 } },
      unanswered: { web: { mk: 1 } },
      conversations: { web: { mk: 1 } },
    });
    const visits = days.map((day) => ({ day: day.day, visits: day.visits.web?.mk ?? day.visits.web?.en ?? {} }));
    expect(visits).toEqual([
      { day: '2026-11-24', visits: { new: 1 } },
      { day: '2026-11-27', visits: { '3': 1 } },
      { day: '2026-12-04', visits: { '7': 1 } },
    ]);
    expect(uniqueVisitors(visits, '2026-11-24', '2026-11-30')).toBe(1);

    // The same events by month: one visitor in November (first visit), again in December.
    const months = byUnit(await backend.documents.getCollection<MonthCounters>(paths.analyticsMonths(MODE, 'a1'))) as MonthCounters[];
    expect(months.map((month) => month.month)).toEqual(['2026-11', '2026-12']);
    expect(months[0]?.counts.messages).toEqual({ web: { mk: 2 } });
    expect(months[0]?.counts.sessions).toEqual({ web: { mk: 1, en: 1 } });
    const monthVisits = months.map((data) => ({ month: data.month, visits: { ...data.visits.web?.mk, ...data.visits.web?.en } }));
    expect(monthVisits).toEqual([
      { month: '2026-11', visits: { new: 1 } },
      { month: '2026-12', visits: { '1': 1 } },
    ]);
    expect(uniqueMonthlyVisitors(monthVisits, '2026-11', '2026-12')).toBe(1);
    expect(uniqueMonthlyVisitors(monthVisits, '2026-12', '2026-12')).toBe(1);

    const unanswered = await backend.documents.getCollection(paths.unansweredQuestions(MODE, 'a1'));
    expect(unanswered.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { question: 'дали примате биткоин? мојот број е ••• ••• •••', locale: 'mk', channel: 'web', day: '2026-11-24' },
        { question: 'мојот паричник го изгубив во теретана', locale: 'mk', channel: 'web', day: '2026-11-24', answeredWith: 'atm-card-retained' },
      ]),
    );
    expect(unanswered).toHaveLength(2);
  });

  it("keeps the day's cap of unanswered questions, and counts the questions past it all the same", async () => {
    // As if a script had already left the day's unanswered questions.
    const { backend, counters } = await chatOn(() => Date.UTC(2026, 10, 24, 10), [{ path: `${paths.keptPerDay(MODE, 'a1', 'unanswered')}/2026-11-24`, data: { count: DAILY_CAPS.unanswered } }]);
    await counters.question('mk', false, 'дали примате биткоин?');
    await backend.auth.signIn(bank.email, bank.password);
    await expect(backend.documents.getCollection(paths.unansweredQuestions(MODE, 'a1'))).resolves.toEqual([]);
    const days = byUnit(await backend.documents.getCollection<DayCounters>(paths.analyticsDays(MODE, 'a1'))) as DayCounters[];
    expect(days.map((day) => day.counts.unanswered)).toEqual([{ web: { mk: 1 } }]);
  });
});
