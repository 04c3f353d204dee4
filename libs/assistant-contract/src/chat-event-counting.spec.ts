import { describe, expect, it } from 'vitest';
import { countChatEvent, type CounterStore } from './chat-event-counting';

/** A store as the server's: numbers at the leaves are added to what is stored. */
function memoryStore(documents: Record<string, Record<string, unknown>>): CounterStore & { documents: typeof documents } {
  const add = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
      else if (typeof value === 'object' && value !== null) add((into[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
      else into[key] = value;
    }
  };
  return {
    documents,
    get: async (path) => documents[path] ?? null,
    add: async (path, data) => add((documents[path] ??= {}), data),
    remove: async (path) => void delete documents[path],
  };
}

const eventPath = 'mode/staging/analytics/a1/events/e1';

describe('countChatEvent', () => {
  it("adds a question to its day and month in the bank's time zone, in the shard drawn, and deletes the event", async () => {
    const store = memoryStore({ 'mode/staging/published/a1': { timeZone: 'Europe/Skopje' }, [eventPath]: {} });
    // 23:30 UTC on 30 November is already 1 December in Skopje.
    await countChatEvent(store, eventPath, { kind: 'question', channel: 'web', locale: 'sq', answered: false, first: true }, Date.UTC(2026, 10, 30, 23, 30), () => 0.42);
    expect(store.documents).toEqual({
      'mode/staging/published/a1': { timeZone: 'Europe/Skopje' },
      'mode/staging/analytics/a1/days/2026-12-01_4': { day: '2026-12-01', counts: { messages: { web: { sq: 1 } }, unanswered: { web: { sq: 1 } }, conversations: { web: { sq: 1 } } } },
      'mode/staging/analytics/a1/months/2026-12_4': { month: '2026-12', counts: { messages: { web: { sq: 1 } }, unanswered: { web: { sq: 1 } }, conversations: { web: { sq: 1 } } } },
    });
  });

  it("counts a visit by days in the day and by months in the month, and a lead's amount", async () => {
    const store = memoryStore({});
    const at = Date.UTC(2026, 10, 24, 10);
    await countChatEvent(store, eventPath, { kind: 'session', channel: 'viber', locale: 'mk', dayGap: '12', monthGap: null }, at, () => 0);
    await countChatEvent(store, eventPath, { kind: 'lead', channel: 'viber', locale: 'mk', amount: 300_000 }, at, () => 0);
    expect(store.documents['mode/staging/analytics/a1/days/2026-11-24_0']).toEqual({
      day: '2026-11-24',
      counts: { sessions: { viber: { mk: 1 } }, leads: { viber: { mk: 1 } }, leadsAmount: { viber: { mk: 300_000 } } },
      visits: { viber: { mk: { '12': 1 } } },
    });
    expect(store.documents['mode/staging/analytics/a1/months/2026-11_0']).toEqual({
      month: '2026-11',
      counts: { sessions: { viber: { mk: 1 } }, leads: { viber: { mk: 1 } }, leadsAmount: { viber: { mk: 300_000 } } },
    });
  });
});
