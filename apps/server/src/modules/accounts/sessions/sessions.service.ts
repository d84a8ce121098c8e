import { createHash, randomBytes } from 'node:crypto';
import { normalizeFeatures } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import type { SessionUser } from '#server/plugins/auth.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most once a day, so requests rarely write. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: the cookie value. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What newSessionToken makes: anything else is no session, and needs no query to say so. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionsService(db: Database) {
  const repo = createSessionsRepository(db);
  return {
    /** A new session (a new token on every sign-in); returns the token for the cookie. */
    async create(userId: string, client: { ip: string; userAgent: string }) {
      const token = newSessionToken();
      await repo.insert({
        userId,
        tokenHash: hashSessionToken(token),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 512),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return token;
    },

    /**
     * The signed-in user for a cookie token, or null (unknown, expired, or the account is
     * suspended). `refreshed` is true when the expiry moved and the cookie should be re-sent.
     */
    async authenticate(
      token: string,
      now = new Date(),
    ): Promise<{ user: SessionUser; refreshed: boolean } | null> {
      if (!SESSION_TOKEN_SHAPE.test(token)) return null;
      const row = await repo.findActive(hashSessionToken(token), now);
      if (!row || row.status !== 'active') return null;
      // A suspended merchant's members stay signed in as people, acting for no merchant.
      const acting =
        row.merchantId !== null && row.role !== null && row.merchantStatus === 'active';
      const user: SessionUser = {
        id: row.id,
        email: row.email,
        isAdmin: row.isAdmin,
        merchantId: acting ? row.merchantId : null,
        role: acting ? row.role : null,
        planId: acting ? row.planId : null,
        features: acting ? normalizeFeatures(row.features ?? []) : [],
        twoFactorMissing: acting && row.requireTwoFactor === true && !row.tfaEnabled,
        sessionId: row.sessionId,
      };
      const lastRefresh = row.expiresAt.getTime() - SESSION_TTL_MS;
      if (now.getTime() - lastRefresh < SESSION_REFRESH_AFTER_MS) return { user, refreshed: false };
      await repo.extend(row.sessionId, new Date(now.getTime() + SESSION_TTL_MS));
      return { user, refreshed: true };
    },

    setActiveMerchant: (sessionId: string, merchantId: string) =>
      repo.setActiveMerchant(sessionId, merchantId),

    /** Ends the person's sessions acting for the merchant (a removed member). */
    endMembershipSessions: (merchantId: string, userId: string) =>
      repo.deleteForMembership(merchantId, userId),

    /** Signs out the session a cookie token belongs to, if any. */
    revokeToken: (token: string) => repo.deleteByTokenHash(hashSessionToken(token)),

    /** Signs the user out everywhere (password change, suspension), optionally but here. */
    revokeAllSessions: (userId: string, exceptSessionId?: string) =>
      repo.deleteForUser(userId, exceptSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
