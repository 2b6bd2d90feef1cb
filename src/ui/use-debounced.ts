import { useEffect, useState } from 'react';

/** How long typing may pause before a search runs. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delay` ms: a search waits for a pause in typing. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
