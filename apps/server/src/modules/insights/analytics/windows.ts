export const DAY_MS = 24 * 60 * 60 * 1000;
export const QUARTER_MS = 15 * 60 * 1000;

/**
 * The end of the quarter hour `at` is in (`at` itself on a boundary): views end there, so every
 * window, whole days back from it, starts and ends on the quarters the sums are kept in
 * (decision note 102).
 */
export const endOfQuarter = (at: Date): Date =>
  new Date(Math.ceil(at.getTime() / QUARTER_MS) * QUARTER_MS);

/** [from, to): a stretch of time the figures are about. */
export interface Window {
  from: Date;
  to: Date;
}

export const windowEndingAt = (to: Date, days: number): Window => ({
  from: new Date(to.getTime() - days * DAY_MS),
  to,
});

/** A part of a whole in basis points, rounded half up; null for an empty whole. */
export function shareBps(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 10_000) / whole);
}
