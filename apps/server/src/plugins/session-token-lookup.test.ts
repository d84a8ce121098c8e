import { describe, expect, it } from 'vitest';
import type { SessionsService } from '#server/modules/accounts/sessions/sessions.service.ts';
import { createTokenLookup } from './session-token-lookup.ts';

type Result = Awaited<ReturnType<SessionsService['authenticate']>>;

/** A sessions service that knows one token and counts the queries it is asked. */
function sessionsKnowing(token: string) {
  const asked: string[] = [];
  const user = {
    id: 'u1',
    email: 'a@example.com',
    isAdmin: false,
    merchantId: 'u1',
    role: 'owner' as const,
    planId: 'free' as const,
    features: [],
    twoFactorMissing: false,
    sessionId: 's1',
  };
  return {
    asked,
    authenticate: async (candidate: string): Promise<Result> => {
      asked.push(candidate);
      await new Promise((resolve) => setImmediate(resolve));
      return candidate === token ? { user, refreshed: false } : null;
    },
  };
}

describe('session lookups by token', () => {
  it('asks once for many lookups of one token at the same moment', async () => {
    const sessions = sessionsKnowing('good');
    const lookUp = createTokenLookup(sessions);
    const results = await Promise.all(Array.from({ length: 50 }, () => lookUp('bogus')));
    expect(results.every((result) => result === null)).toBe(true);
    expect(sessions.asked).toEqual(['bogus']);
  });

  it('remembers a refused token for a minute, and never a valid one', async () => {
    let clock = 0;
    const sessions = sessionsKnowing('good');
    const lookUp = createTokenLookup(sessions, () => clock);
    await lookUp('bogus');
    await lookUp('bogus');
    expect(sessions.asked).toEqual(['bogus']);
    await lookUp('good');
    expect((await lookUp('good'))?.user.id).toBe('u1');
    expect(sessions.asked).toEqual(['bogus', 'good', 'good']);
    clock = 60_001;
    await lookUp('bogus');
    expect(sessions.asked).toEqual(['bogus', 'good', 'good', 'bogus']);
  });
});
