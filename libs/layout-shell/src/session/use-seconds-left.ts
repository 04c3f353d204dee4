import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** Whole seconds until `endsAt`, counted down once a second. */
export function useSecondsLeft(endsAt: number, now: () => number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt, now()));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(endsAt, now())), 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);
  return seconds;
}
