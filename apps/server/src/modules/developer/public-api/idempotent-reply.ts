import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  idempotencyKeyOf,
  requestFingerprint,
  type Idempotency,
  type StoredResponse,
} from './idempotency.ts';

/** Stored bytes go out as they are: the serializer must not touch them again. */
function sendStored(reply: FastifyReply, response: StoredResponse, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply
    .status(response.status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(response.body);
}

/** Every POST honours an Idempotency-Key: a repeat gets the first answer, byte for byte. */
export const idempotentReply =
  (idempotency: Idempotency) =>
  async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    path: string,
    produce: () => Promise<StoredResponse>,
  ) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    if (!key) return sendStored(reply, await produce(), false);
    const fingerprint = requestFingerprint('POST', path, request.body ?? null);
    const result = await idempotency.run({ userId, key, fingerprint }, produce);
    return sendStored(reply, result, result.replayed);
  };
