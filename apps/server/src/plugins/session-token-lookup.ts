import { createRecentSet } from '#server/lib/recent-set.ts';
import type { SessionLookup } from './auth.ts';

/**
 * Session lookups by cookie token that a flood cannot multiply (issue 18: thousands of socket
 * CONNECTs with a made-up cookie, each a query): a token that signed nobody in is remembered
 * for a minute, as unknown payment ids are, and simultaneous lookups of one token share a query.
 */
export function createTokenLookup(sessions: SessionLookup, now: () => number = Date.now) {
  const refused = createRecentSet({ size: 10_000, ttlMs: 60_000 }, now);
  const inFlight = new Map<string, ReturnType<SessionLookup['authenticate']>>();
  return async (token: string) => {
    if (refused.has(token)) return null;
    let lookup = inFlight.get(token);
    if (!lookup) {
      lookup = sessions.authenticate(token).finally(() => inFlight.delete(token));
      inFlight.set(token, lookup);
    }
    const result = await lookup;
    if (!result) refused.add(token);
    return result;
  };
}
