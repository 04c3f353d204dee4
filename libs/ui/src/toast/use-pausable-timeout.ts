import { useEffect, useRef } from 'react';

/** Runs `onElapsed` after `duration` ms of not being paused; pausing keeps the time left. */
export function usePausableTimeout(duration: number | null, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(duration);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    if (paused || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}
