import { describe, expect, it } from 'vitest';
import { uniqueMonthlyVisitors, uniqueVisitors, type DayCounters, type MonthCounters } from '@console/assistant-contract';
import { increment, paths } from '@console/backend';
import { createTestBackend } from '@console/testing';
import { chatCounters, type VisitMemory } from './chat-counters';

const MODE = 'staging';

function memory(): VisitMemory {
  let last: string | null = null;
  return { lastVisitDay: () => last, remember: (day) => (last = day) };
}

describe('chatCounters', () => {
  it('counts sessions, conversations, messages and answers per channel and language, written by a signed-out customer', async () => {
    const bank = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
    const stranger = { uid: 'bank-2', email: 'eve@other.example', password: 'secret-2', emailVerified: true };
    const backend = await createTestBackend({ seed: { users: [bank, stranger], documents: [{ path: paths.assistantOwner(MODE, 'a1'), data: { owner: bank.uid } }] } });
    let clock = Date.UTC(2026, 10, 24, 10);
    const counters = chatCounters({
      write: (writes) => backend.documents.batch(writes.map(({ path, data }) => ({ type: 'set', path, data, merge: true }))),
      create: (collection, data) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data),
      mode: MODE,
      assistantId: 'a1',
      timeZone: 'Europe/Skopje',
      channel: 'web',
      visits: memory(),
      now: () => clock,
      random: () => 0.35,
    });
    await counters.session('mk');
    await counters.question('mk', true, 'како да ја блокирам картичката');
    await counters.question('mk', false, 'дали примате биткоин? мојот број е 070 123 456');
    clock += 3 * 86_400_000;
    await counters.session('en');
    clock += 7 * 86_400_000;
    await counters.session('en');

    // Customers add to the counters; only the bank reads them, not another bank.
    for (const path of [paths.analyticsDays(MODE, 'a1'), paths.analyticsMonths(MODE, 'a1'), paths.unansweredQuestions(MODE, 'a1')]) {
      await expect(backend.documents.getCollection(path)).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await backend.auth.signIn(stranger.email, stranger.password);
    for (const path of [paths.analyticsDays(MODE, 'a1'), paths.analyticsMonths(MODE, 'a1'), paths.unansweredQuestions(MODE, 'a1')]) {
      await expect(backend.documents.getCollection(path)).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await backend.auth.signIn(bank.email, bank.password);
    const days = await backend.documents.getCollection<DayCounters>(paths.analyticsDays(MODE, 'a1'));
    expect(days.map((day) => day.id)).toEqual(['2026-11-24_3', '2026-11-27_3', '2026-12-04_3']);
    expect(days[0]?.data.counts).toEqual({
      sessions: { web: { mk: 1 } },
      messages: { web: { mk: 2 } },
      answered: { web: { mk: 1 } },
      unanswered: { web: { mk: 1 } },
      conversations: { web: { mk: 1 } },
    });
    const visits = days.map((day) => ({ day: day.data.day, visits: day.data.visits.web?.mk ?? day.data.visits.web?.en ?? {} }));
    expect(visits).toEqual([
      { day: '2026-11-24', visits: { new: 1 } },
      { day: '2026-11-27', visits: { '3': 1 } },
      { day: '2026-12-04', visits: { '7': 1 } },
    ]);
    expect(uniqueVisitors(visits, '2026-11-24', '2026-11-30')).toBe(1);

    // The same events by month: one visitor in November (first visit), again in December.
    const months = await backend.documents.getCollection<MonthCounters>(paths.analyticsMonths(MODE, 'a1'));
    expect(months.map((month) => month.id)).toEqual(['2026-11_3', '2026-12_3']);
    expect(months[0]?.data.counts.messages).toEqual({ web: { mk: 2 } });
    expect(months[0]?.data.counts.sessions).toEqual({ web: { mk: 1, en: 1 } });
    const monthVisits = months.map(({ data }) => ({ month: data.month, visits: { ...data.visits.web?.mk, ...data.visits.web?.en } }));
    expect(monthVisits).toEqual([
      { month: '2026-11', visits: { new: 1 } },
      { month: '2026-12', visits: { '1': 1 } },
    ]);
    expect(uniqueMonthlyVisitors(monthVisits, '2026-11', '2026-12')).toBe(1);
    expect(uniqueMonthlyVisitors(monthVisits, '2026-12', '2026-12')).toBe(1);

    const unanswered = await backend.documents.getCollection(paths.unansweredQuestions(MODE, 'a1'));
    expect(unanswered.map((event) => event.data)).toEqual([{ question: 'дали примате биткоин? мојот број е ••• ••• •••', locale: 'mk', channel: 'web', day: '2026-11-24' }]);
  });

  it('refuses a customer anything but small increments of known counters, and counters of an assistant that does not exist', async () => {
    const backend = await createTestBackend({ seed: { users: [], documents: [{ path: paths.assistantOwner(MODE, 'a1'), data: { owner: 'bank-1' } }] } });
    const day = `${paths.analyticsDays(MODE, 'a1')}/2026-11-24_0`;
    const refused = { code: 'permission-denied' };
    await expect(backend.documents.setDoc(day, { day: '2026-11-24', counts: { sessions: { web: { mk: 5_000 } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(day, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(-3) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(day, { day: '2026-11-24', counts: { bonus: { web: { mk: increment(1) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(day, { day: '2026-11-25', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(day, { day: '2026-11-24', note: 'hello' }, { merge: true })).rejects.toMatchObject(refused);
    await expect(
      backend.documents.setDoc(`${paths.analyticsDays(MODE, 'nobody')}/2026-11-24_0`, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true }),
    ).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(day, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true })).resolves.toBeUndefined();
    const month = `${paths.analyticsMonths(MODE, 'a1')}/2026-11_0`;
    await expect(backend.documents.setDoc(month, { month: '2026-12', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(month, { month: '2026-11', visits: { web: { mk: { '37': increment(1) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(month, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(month, { month: '2026-11', visits: { web: { mk: { '2': increment(1) } } } }, { merge: true })).resolves.toBeUndefined();

    const unanswered = (id: string) => `${paths.unansweredQuestions(MODE, 'a1')}/${id}`;
    const event = { question: 'bitcoin?', locale: 'en', channel: 'web', day: '2026-11-24' };
    await expect(backend.documents.setDoc(unanswered('e1'), { ...event, email: 'someone@bank.example' })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(unanswered('e1'), { ...event, question: 'x'.repeat(301) })).rejects.toMatchObject(refused);
    await expect(backend.documents.setDoc(unanswered('e1'), event)).resolves.toBeUndefined();
    // Created once: nobody but the bank changes or reads it afterwards.
    await expect(backend.documents.setDoc(unanswered('e1'), { ...event, question: 'changed' })).rejects.toMatchObject(refused);
    await expect(backend.documents.getDoc(unanswered('e1'))).rejects.toMatchObject(refused);
  });
});
