/** Collects what a listener delivers, and waits for deliveries without fixed sleeps where it can. */
export interface Recorder<T> {
  values: T[];
  errors: Error[];
  onNext: (value: T) => void;
  onError: (error: Error) => void;
  /** Resolves once `predicate` holds for the recorded values; rejects after `timeoutMs`. */
  waitFor(predicate: (values: T[], errors: Error[]) => boolean, timeoutMs?: number): Promise<void>;
}

export function recorder<T>(): Recorder<T> {
  const values: T[] = [];
  const errors: Error[] = [];
  let wake: () => void = () => undefined;
  const notify = () => wake();
  return {
    values,
    errors,
    onNext: (value) => {
      values.push(value);
      notify();
    },
    onError: (error) => {
      errors.push(error);
      notify();
    },
    waitFor: (predicate, timeoutMs = 3000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Listener did not reach the expected state; got ${JSON.stringify(values)}`)), timeoutMs);
        const check = () => {
          if (!predicate(values, errors)) return;
          clearTimeout(timer);
          wake = () => undefined;
          resolve();
        };
        wake = check;
        check();
      }),
  };
}

/**
 * Lets pending deliveries arrive. Used only to show that something does NOT happen, after a witness
 * listener has already seen the change that could have caused it.
 */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
