import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlanFeature } from '@incasso/shared/plans';
import type { PlanId } from '@incasso/shared/plans';
import type { Role } from '@incasso/shared/members';
import { AppError } from '#server/lib/app-error.ts';
import { createTokenLookup } from './session-token-lookup.ts';

export const SESSION_COOKIE = 'incasso_session';

/** Who a request acts for, as every protected route sees it (`request.user`). */
export interface SessionUser {
  /** The person signed in. */
  id: string;
  email: string;
  isAdmin: boolean;
  /**
   * The merchant the session acts for and the person's role there (decision note 091); null
   * when the person belongs to no active merchant.
   */
  merchantId: string | null;
  role: Role | null;
  /** The merchant's plan. */
  planId: PlanId | null;
  /** What the merchant's plan unlocks, read with the session: an admin's change applies on the next request. */
  features: PlanFeature[];
  /**
   * The merchant requires two-factor of every member (team_settings) and this person has none:
   * routes that act for the merchant refuse until they set it up (plugins/permissions.ts).
   */
  twoFactorMissing: boolean;
  sessionId: string;
}

/**
 * What signs a cookie token in: the accounts module's sessions, handed over by the app (plugins
 * never import a module). `refreshed`: the expiry moved and the cookie is sent again.
 */
export interface SessionLookup {
  authenticate(token: string): Promise<{ user: SessionUser; refreshed: boolean } | null>;
}

/** The accounts module's sessions as sign-in, sign-out and the tests' factories use them. */
export interface SessionStore extends SessionLookup {
  create(userId: string, client: { ip: string; userAgent: string }): Promise<string>;
  revokeToken(token: string): Promise<void>;
  revokeAllSessions(userId: string, exceptSessionId?: string): Promise<void>;
}

export interface SessionAuthOptions {
  sessions: SessionStore;
  /** How long a session cookie lives. */
  sessionTtlMs: number;
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (and requireAdmin, requireFeature) for a signed-in request. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessionAuth: SessionAuth;
  }
}

export function createSessionAuth(options: SessionAuthOptions) {
  const authenticate = createTokenLookup(options.sessions);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.publicUrl.startsWith('https:'),
  } as const;

  const setSessionCookie = (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions,
      maxAge: options.sessionTtlMs / 1000,
    });
  };
  const clearSessionCookie = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  };

  return {
    sessions: options.sessions,
    setSessionCookie,
    clearSessionCookie,
    /** For the Socket.IO handshake: the user a raw Cookie header signs in, or null. */
    async authenticateCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | null> {
      const token = cookieHeader ? fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] : undefined;
      if (!token) return null;
      return (await authenticate(token))?.user ?? null;
    },
    /** The request's user; re-sends the cookie when the sliding expiry moved. */
    async authenticateRequest(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<SessionUser | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const result = await authenticate(token);
      if (!result) {
        clearSessionCookie(reply);
        return null;
      }
      if (result.refreshed) setSessionCookie(reply, token);
      return result.user;
    },
  };
}

export type SessionAuth = ReturnType<typeof createSessionAuth>;

/** Decorates the app with `sessionAuth` and every request with `user`. */
export function registerAuth(app: FastifyInstance, options: SessionAuthOptions) {
  const auth = createSessionAuth(options);
  app.decorate('sessionAuth', auth);
  app.decorateRequest('user', null);
  return auth;
}

/** preHandler: 401 unless the request carries a valid session; sets `request.user`. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user ??= await request.server.sessionAuth.authenticateRequest(request, reply);
  if (!request.user) throw new AppError(401, 'unauthorized', 'User not authorized');
}

/** The signed-in user of a route guarded by requireUser. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'unauthorized', 'User not authorized');
  return request.user;
}

/** preHandler: 401 when signed out, 403 adminRequired for a non-admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) {
    throw new AppError(403, 'adminRequired', 'Administrator privileges required.');
  }
}

/**
 * preHandler factory: 401 when signed out, 403 planRequired when the user's plan does not
 * unlock `feature` (plans carry their features as data an admin edits).
 */
export function requireFeature(feature: PlanFeature) {
  return async function requireFeatureHandler(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await requireUser(request, reply);
    if (!sessionUser(request).features.includes(feature)) {
      throw new AppError(403, 'planRequired', 'Your plan does not include this feature.');
    }
  };
}
