import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';

/**
 * Hands the browser its new session. A new token on every sign-in: a session planted before
 * (fixation) dies here.
 */
export async function replaceSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<void> {
  const { sessionAuth } = request.server;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessionAuth.sessions.revokeToken(previous);
  sessionAuth.setSessionCookie(reply, token);
}
