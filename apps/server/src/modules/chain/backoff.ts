export type BackoffOptions = { baseMs: number; maxMs: number };

/**
 * "Full jitter" exponential backoff: a random wait in [0, min(max, base * 2^attempt)), so that
 * several processes retrying the same node do not hit it in lockstep.
 * https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
