import { useEffect, useState } from 'react';
import { PRICE_DEBOUNCE_MS } from '@incasso/shared/prices';

/** `value` once it has stayed unchanged for `delayMs` (SPEC: the price lookup waits 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = PRICE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
