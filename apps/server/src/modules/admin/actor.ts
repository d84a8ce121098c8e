import type { FastifyRequest } from 'fastify';
import { sessionUser } from '#server/plugins/auth.ts';
import type { Actor } from './audit/audit-log.ts';

/** The administrator behind a request, as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  const { id, email } = sessionUser(request);
  return { id, email, ip: request.ip };
}
