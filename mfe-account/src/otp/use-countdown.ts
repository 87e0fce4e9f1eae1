import { useCallback, useEffect, useState } from 'react';

/** Seconds left before the shopper may ask for another code; ticks once a second. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  const reset = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, reset };
}
