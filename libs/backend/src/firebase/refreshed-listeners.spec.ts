// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../contract/listener-recorder';
import { createRefreshedListeners, REFRESH_TIMINGS, type WatchedRead } from './refreshed-listeners';

/** A server of one collection: what the listeners read, and how often they read it. */
function server(initial: Record<string, string> = {}) {
  const documents = new Map(Object.entries(initial));
  const state = {
    reads: 0,
    failWith: null as Error | null,
    documents,
    read: async () => {
      state.reads += 1;
      if (state.failWith) throw state.failWith;
      const value = [...documents].map(([id, text]) => ({ id, text }));
      return { value, documents: value.length };
    },
  };
  return state;
}

/** A listener of the collection `answers`. */
const answersOf = <T,>(read: () => Promise<{ value: T; documents: number }>): WatchedRead<T> => ({ key: 'collection answers', path: 'answers', kind: 'collection', read });
const texts = (values: { text: string }[][]) => values.map((documents) => documents.map((document) => document.text));
let channels = 0;
const newChannel = () => `refresh-test-${(channels += 1)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('listeners made of reads', () => {
  it('delivers the current data, then what a write of this tab changes in its collection, and nothing for other collections', async () => {
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<{ text: string }[]>();
    const stop = listeners.watch({ key: 'collection accounts/u1/answers', path: 'accounts/u1/answers', kind: 'collection', read: answers.read }, seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);

    answers.documents.set('b', 'втор');
    listeners.wrote(['accounts/u1/answers/b']);
    await seen.waitFor((values) => values.length === 2);
    listeners.wrote(['accounts/u1/products/p1', 'accounts/u1/answers']);
    await vi.waitFor(() => expect(answers.reads).toBe(2));
    stop();

    expect(texts(seen.values)).toEqual([['прв'], ['прв', 'втор']]);
    expect(seen.errors).toEqual([]);
  });

  it('reads a document again only for a write of that document', async () => {
    let name = 'Ана';
    let reads = 0;
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<string>();
    const read = async () => {
      reads += 1;
      return { value: name, documents: 1 };
    };
    const stop = listeners.watch({ key: 'doc accounts/u1', path: 'accounts/u1', kind: 'doc', read }, seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);
    listeners.wrote(['accounts/u1/answers/a', 'accounts/u2']);
    name = 'Ана Стојанова';
    listeners.wrote(['accounts/u1']);
    await seen.waitFor((values) => values.length === 2);
    stop();
    expect(seen.values).toEqual(['Ана', 'Ана Стојанова']);
    expect(reads).toBe(2);
  });

  it('does not deliver a result equal to the last one', async () => {
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<{ text: string }[]>();
    const stop = listeners.watch(answersOf(answers.read), seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);
    listeners.wrote(['answers/a']);
    await vi.waitFor(() => expect(answers.reads).toBe(2));
    answers.documents.set('a', 'втор');
    listeners.wrote(['answers/a']);
    await seen.waitFor((values) => values.length === 2);
    stop();
    expect(texts(seen.values)).toEqual([['прв'], ['втор']]);
  });

  it('hears the writes of another tab', async () => {
    const channel = newChannel();
    const answers = server();
    const thisTab = createRefreshedListeners(channel);
    const otherTab = createRefreshedListeners(channel);
    const seen = recorder<{ text: string }[]>();
    const stop = thisTab.watch(answersOf(answers.read), seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);

    answers.documents.set('a', 'од другиот таб');
    otherTab.wrote(['answers/a']);
    await seen.waitFor((values) => values.length === 2);
    stop();
    expect(texts(seen.values)).toEqual([[], ['од другиот таб']]);
  });

  it('reads again after a read that a write overtook', async () => {
    const answers = server({ a: 'прв' });
    let release: () => void = () => undefined;
    const slowRead = async () => {
      const result = await answers.read();
      if (answers.reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return result;
    };
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<{ text: string }[]>();
    const stop = listeners.watch(answersOf(slowRead), seen.onNext, seen.onError);
    await vi.waitFor(() => expect(answers.reads).toBe(1));
    answers.documents.set('a', 'втор');
    listeners.wrote(['answers/a']);
    release();
    await seen.waitFor((values) => values.length === 2);
    stop();
    expect(texts(seen.values)).toEqual([['прв'], ['втор']]);
  });

  it('ends with the first error and reads nothing after it', async () => {
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<{ text: string }[]>();
    listeners.watch(answersOf(answers.read), seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);
    answers.failWith = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    listeners.wrote(['answers/a']);
    await seen.waitFor((_values, errors) => errors.length === 1);
    listeners.wrote(['answers/a']);
    await vi.waitFor(() => expect(answers.reads).toBe(2));
    expect(seen.errors.map((error) => (error as Error & { code?: string }).code)).toEqual(['permission-denied']);
  });

  it('delivers nothing once stopped, even a read already under way', async () => {
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const seen = recorder<{ text: string }[]>();
    const stop = listeners.watch(answersOf(answers.read), seen.onNext, seen.onError);
    stop();
    listeners.wrote(['answers/a']);
    await vi.waitFor(() => expect(answers.reads).toBe(1));
    await Promise.resolve();
    expect(seen.values).toEqual([]);
  });

  it('shares one read among listeners of the same data, each with a copy of its own, until the last one stops', async () => {
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const what = answersOf(answers.read);
    const first = recorder<{ text: string }[]>();
    const second = recorder<{ text: string }[]>();
    const stopFirst = listeners.watch(what, first.onNext, first.onError);
    await first.waitFor((values) => values.length === 1);
    const stopSecond = listeners.watch(what, second.onNext, second.onError);
    await second.waitFor((values) => values.length === 1);
    expect(answers.reads).toBe(1);
    expect(second.values[0]).toEqual(first.values[0]);
    expect(second.values[0]).not.toBe(first.values[0]);

    stopFirst();
    answers.documents.set('a', 'втор');
    listeners.wrote(['answers/a']);
    await second.waitFor((values) => values.length === 2);
    stopSecond();
    expect(answers.reads).toBe(2);
    expect(texts(first.values)).toEqual([['прв']]);
    expect(texts(second.values)).toEqual([['прв'], ['втор']]);
  });

  it('reads again on a timer while in view, a long list as seldom as keeps it within the reads a minute allow', async () => {
    vi.useFakeTimers();
    const short = server({ a: 'прв' });
    const long = server(Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`q${index}`, 'прашање'])));
    const listeners = createRefreshedListeners(newChannel());
    const stops = [short, long].map((source, index) =>
      listeners.watch({ ...answersOf(source.read), key: `collection answers ${index}` }, () => undefined, () => undefined),
    );
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(REFRESH_TIMINGS.minimumPeriodMs + 5_000);
    expect([short.reads, long.reads]).toEqual([2, 1]);
    // 5,000 documents at 1,000 a minute: every five minutes.
    await vi.advanceTimersByTimeAsync(5 * 60_000 - REFRESH_TIMINGS.minimumPeriodMs);
    expect(long.reads).toBe(2);
    for (const stop of stops) stop();
  });

  it('reads stale data again when the tab comes back into view, and not on a timer while hidden', async () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const answers = server({ a: 'прв' });
    const listeners = createRefreshedListeners(newChannel());
    const stop = listeners.watch(answersOf(answers.read), () => undefined, () => undefined);
    await vi.advanceTimersByTimeAsync(0);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(answers.reads).toBe(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.reads).toBe(2);
    // Back again at once: the data is fresh.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.reads).toBe(2);
    stop();
  });
});
