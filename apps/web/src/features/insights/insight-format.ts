/**
 * The change from `previous` to `current` in whole percent, signed; null when there was nothing
 * before to compare with.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 100) / previous);
}

/** Seconds as the two largest units that matter: "45 s", "3 min 20 s", "2 h 5 min", "1 d 4 h". */
export function formatDuration(seconds: number): string {
  const units: [string, number][] = [
    ['d', 86_400],
    ['h', 3_600],
    ['min', 60],
    ['s', 1],
  ];
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (parts.length > 0 && parts.length < 2)) parts.push(`${amount} ${unit}`);
    if (parts.length === 2) break;
  }
  return parts.length === 0 ? '0 s' : parts.filter((part) => !part.startsWith('0 ')).join(' ');
}

/** The hour range "14:00–15:00". */
export const hourRange = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;
