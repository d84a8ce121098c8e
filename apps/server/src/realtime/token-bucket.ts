/**
 * A budget of events: `burst` at once, refilled at `perSecond`. `take` answers whether one more
 * event fits now.
 */
export function createTokenBucket(options: { burst: number; perSecond: number }, now = Date.now) {
  let tokens = options.burst;
  let last = now();
  const available = () => tokens + ((now() - last) / 1000) * options.perSecond;
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(options.burst, tokens + ((at - last) / 1000) * options.perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** Full again: nothing is left to limit (an idle address's bucket can be dropped). */
    isFull: (): boolean => available() >= options.burst,
    /** Not even one event fits now. */
    isEmpty: (): boolean => available() < 1,
  };
}

export type TokenBucket = ReturnType<typeof createTokenBucket>;
