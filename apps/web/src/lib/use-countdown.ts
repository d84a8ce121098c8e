import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ISO time), ticking every second; 0 once passed. */
export function useCountdown(until: string): number {
  const target = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [target]);

  return Math.max(0, Math.ceil((target - now) / 1_000));
}

/** '29:59', or '1:02:03' past an hour. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
