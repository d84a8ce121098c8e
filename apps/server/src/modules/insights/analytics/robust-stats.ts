// Order statistics over integers (cents, counts, seconds). Nearest-rank, so every result is one
// of the values given: an insight never quotes a figure no payment had.

/** The value at quantile q (0–1) by nearest rank; null for no values. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] ?? null;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Median absolute deviation from the median: a spread that outliers cannot drag. */
export function medianAbsoluteDeviation(values: readonly number[]): number | null {
  const centre = median(values);
  if (centre === null) return null;
  return median(values.map((value) => Math.abs(value - centre)));
}

/** 0.6745 (the MAD of a standard normal distribution) times 100, for scores times 100. */
export const MAD_SCALE_X100 = 67.45;

/**
 * The modified z-score (Iglewicz and Hoaglin) of `value`, times 100 and rounded: above 350 is
 * the usual line for an outlier. With no spread at all (MAD 0) any other value is infinitely
 * far, reported as the largest safe integer.
 */
export function robustScoreX100(value: number, centre: number, mad: number): number {
  if (mad === 0) return value === centre ? 0 : Math.sign(value - centre) * Number.MAX_SAFE_INTEGER;
  return Math.round((MAD_SCALE_X100 * (value - centre)) / mad);
}
