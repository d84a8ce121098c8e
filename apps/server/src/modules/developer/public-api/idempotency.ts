import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_TTL_MS } from '@incasso/shared/developer';
import { AppError } from '#server/lib/app-error.ts';
import { toErrorResponse } from '#server/plugins/errors.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';

/** An answer as stored and replayed: the status and the exact bytes of the body. */
export interface StoredResponse {
  status: number;
  body: string;
}

const PRINTABLE = /^[\x21-\x7e]+$/;
const WAIT_STEP_MS = 50;

/** The idempotency key of a request, if it sent one; 400 when it is not a usable key. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (
    Array.isArray(header) ||
    header.length === 0 ||
    header.length > IDEMPOTENCY_KEY_MAX ||
    !PRINTABLE.test(header)
  ) {
    throw new AppError(
      400,
      'invalidIdempotencyKey',
      `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters.`,
    );
  }
  return header;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Stripe's idempotency (DESIGN section 9): the first request with a key runs and its answer
 * (success or client error) is kept 24 hours; a repeat gets those bytes back; the same key with
 * other parameters is a 409; a repeat arriving while the first still runs waits for it. A
 * server error is not kept, so the client's retry runs again.
 */
export function createIdempotency(deps: {
  repo: IdempotencyRepository;
  now?: () => Date;
  /** How long a repeat waits for the first request before giving up with a 409. */
  waitMs?: number;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const waitMs = deps.waitMs ?? 30_000;

  async function replay(userId: string, key: string, fingerprint: string) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await repo.find(userId, key);
      // The first request failed and let go of the key: this one may run after all.
      if (!row) return undefined;
      if (row.requestHash !== fingerprint) {
        throw new AppError(
          409,
          'idempotencyConflict',
          'This Idempotency-Key was used with other parameters.',
        );
      }
      if (row.responseStatus !== null && row.responseBody !== null) {
        return { status: row.responseStatus, body: row.responseBody };
      }
      if (Date.now() >= deadline) {
        throw new AppError(
          409,
          'idempotencyInProgress',
          'A request with this Idempotency-Key is still being processed.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  return {
    async run(
      scope: { userId: string; key: string; fingerprint: string },
      produce: () => Promise<StoredResponse>,
    ): Promise<StoredResponse & { replayed: boolean }> {
      const { userId, key, fingerprint } = scope;
      const at = now();
      await repo.expire(userId, key, new Date(at.getTime() - IDEMPOTENCY_TTL_MS));
      for (;;) {
        if (await repo.claim(userId, key, fingerprint, at)) break;
        const stored = await replay(userId, key, fingerprint);
        if (stored) return { ...stored, replayed: true };
      }
      let response: StoredResponse;
      try {
        response = await produce();
      } catch (error) {
        const { status, body } = toErrorResponse(error);
        if (status >= 500) {
          await repo.release(userId, key);
          throw error;
        }
        response = { status, body: JSON.stringify(body) };
      }
      await repo.complete(userId, key, response.status, response.body);
      return { ...response, replayed: false };
    },

    /** Daily: keys past their 24 hours are deleted. */
    sweep: () => repo.deleteOlderThan(new Date(now().getTime() - IDEMPOTENCY_TTL_MS)),
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
