import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { OneTimeTokenPurpose } from '#server/db/schema/one-time-tokens.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';

export type { OneTimeTokenPurpose } from '#server/db/schema/one-time-tokens.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use tokens sent in links: 256 random bits, base64url; only the hash is stored. */
export function createOneTimeTokens(db: Database) {
  const repo = createOneTimeTokensRepository(db);
  return {
    /** A new token for the user, valid for `ttlMs`; the plain token goes into the link. */
    async issue(userId: string, purpose: OneTimeTokenPurpose, ttlMs: number, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ttlMs);
      await repo.insert({ userId, purpose, tokenHash: hashToken(token), expiresAt });
      return token;
    },

    /** The token's user, spending the token; undefined when unknown, expired or already used. */
    consume: (token: string, purpose: OneTimeTokenPurpose, now = new Date()) =>
      repo.consume(hashToken(token), purpose, now),

    /** Spends every outstanding token of this purpose (a newer one, or the job is done). */
    spendAll: (userId: string, purpose: OneTimeTokenPurpose, now = new Date()) =>
      repo.spendAll(userId, purpose, now),
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
