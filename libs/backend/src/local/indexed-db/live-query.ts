import { ReadObservation, type RecordChange } from './observation';

export interface LiveSource<S> {
  /** The tables to read from, noting every read in `observation`. */
  scope(observation: ReadObservation): S;
  listen(listener: (changes: readonly RecordChange[]) => void): () => void;
}

/**
 * Runs `read` now and again whenever a committed transaction (of this page or another) writes what its
 * last run read; a change during a run makes it run once more after. Delivers every result; the first
 * error is delivered and ends it.
 */
export function observeLive<S, T>(source: LiveSource<S>, read: (scope: S) => Promise<T>, onNext: (value: T) => void, onError: (error: unknown) => void): () => void {
  let active = true;
  let running = false;
  let again = false;
  let lastRead: ReadObservation | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const observation = new ReadObservation();
        const value = await read(source.scope(observation));
        lastRead = observation;
        if (active) onNext(value);
      } while (again && active);
    } catch (error) {
      if (active) {
        active = false;
        stopListening();
        onError(error);
      }
    } finally {
      running = false;
    }
  };
  const stopListening = source.listen((changes) => {
    if (!active) return;
    if (running || lastRead?.isTouchedBy(changes)) void run();
  });
  void run();
  return () => {
    active = false;
    stopListening();
  };
}
