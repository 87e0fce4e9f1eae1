import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off after `ms`; triggering again restarts the wait. */
export function useTimedFlag<T = true>(ms: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, trigger];
}
