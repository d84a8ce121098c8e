import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '#server/db/schema/developer.ts';
import { defineQueue } from '#server/jobs/queue.ts';
import { createSecretBox } from '#server/lib/secret-box.ts';
import { addressPolicy } from './outbound-address.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';
import { endpointSecrets } from './webhook-secrets.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

// The branches of one delivery attempt, on an in-memory repository and a real receiver on
// loopback that answers what each test says: delivered, retried with backoff, given up after
// the delivery's window, stopped on 410 Gone, held back while the endpoint is off.

const NOW = new Date('2027-03-01T10:00:00Z');
const box = createSecretBox('test-instance-secret', 'webhook-secret');
const queue = defineQueue('webhook.deliver', z.object({ deliveryId: z.uuid().optional() }));

let answer = 200;
const bodies: string[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    bodies.push(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(answer).end('answer');
  });
});
let receiverUrl: string;
beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function world(options: { enabled?: boolean; url?: string; retryUntil?: Date } = {}) {
  const endpoint = {
    id: randomUUID(),
    userId: randomUUID(),
    url: options.url ?? receiverUrl,
    enabled: options.enabled ?? true,
    disabledReason: null,
    previousSecret: null,
    previousSecretExpiresAt: null,
  } as Partial<WebhookEndpointRow> as WebhookEndpointRow;
  endpoint.secret = endpointSecrets(box, endpoint.id).seal('whsec_dGVzdA==');
  const delivery = (orderingKey: string) =>
    ({
      id: randomUUID(),
      endpointId: endpoint.id,
      orderingKey,
      payload: JSON.stringify({ type: 'payment.confirmed', data: { orderingKey } }),
      status: 'pending',
      attempts: 0,
      retryUntil: options.retryUntil ?? new Date(NOW.getTime() + 3 * 86_400_000),
      lockedUntil: null,
    }) as Partial<WebhookDeliveryRow> as WebhookDeliveryRow;
  const first = delivery('payment:1');
  const behind = delivery('payment:1');
  const rows = [first, behind];
  const attempts: { deliveryId: string; statusCode: number | null; error: string | null }[] = [];
  const sent: { deliveryId?: string; startAfter?: Date }[] = [];
  const stopped: string[] = [];
  const outcomes: string[] = [];
  const repo = {
    async claim(id: string) {
      const row = rows.find((candidate) => candidate.id === id && candidate.status === 'pending');
      if (!row || row.lockedUntil) return undefined;
      row.lockedUntil = new Date(NOW.getTime() + 60_000);
      return { ...row };
    },
    async findEndpoint(id: string) {
      return id === endpoint.id ? endpoint : undefined;
    },
    async release(id: string) {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.lockedUntil = null;
    },
    async recordAttempt(
      id: string,
      attempt: (typeof attempts)[number],
      state: Partial<WebhookDeliveryRow>,
    ) {
      attempts.push(attempt);
      const row = rows.find((candidate) => candidate.id === id);
      if (row) Object.assign(row, state, { attempts: row.attempts + 1, lockedUntil: null });
    },
    async nextInLine(endpointId: string, orderingKey: string) {
      return rows.find(
        (row) =>
          row.endpointId === endpointId &&
          row.orderingKey === orderingKey &&
          row.status === 'pending',
      );
    },
    async disableEndpoint(id: string, reason: 'gone' | 'failing') {
      if (id !== endpoint.id || !endpoint.enabled) return false;
      endpoint.enabled = false;
      endpoint.disabledReason = reason;
      return true;
    },
  };
  const delivering = createWebhookDelivery({
    repo: repo as Partial<WebhooksRepository> as WebhooksRepository,
    box,
    jobs: {
      send: async (_queue, data, options) => {
        const { deliveryId } = data as { deliveryId?: string };
        sent.push({ deliveryId, startAfter: options?.startAfter as Date | undefined });
        return randomUUID();
      },
    },
    queue,
    mayConnect: addressPolicy(true),
    timings: { retryBaseMs: 60_000, timeoutMs: 2_000 },
    stopped: async (_userId, _url, reason) => void stopped.push(reason),
    metrics: { webhookAttempt: (outcome) => void outcomes.push(outcome) },
    now: () => NOW,
    // The jitter's lowest draw: the delay is half the exponential one.
    random: () => 0,
  });
  return { delivering, endpoint, first, behind, attempts, sent, stopped, outcomes };
}

describe('a webhook delivery attempt', () => {
  it('posts the signed payload, records success and lets the next delivery of the line go', async () => {
    answer = 200;
    const { delivering, first, behind, attempts, sent, outcomes } = world();
    bodies.length = 0;
    await delivering.attempt(first.id);
    expect(bodies).toEqual([first.payload]);
    expect(outcomes).toEqual(['delivered']);
    expect(first).toMatchObject({ status: 'succeeded', deliveredAt: NOW, attempts: 1 });
    expect(attempts).toMatchObject([{ statusCode: 200, error: null }]);
    expect(sent).toEqual([{ deliveryId: behind.id, startAfter: undefined }]);
    // Once succeeded it is never sent again, however often its job runs.
    await delivering.attempt(first.id);
    expect(bodies).toHaveLength(1);
  });

  it('schedules a retry with backoff after a failure, and the line waits', async () => {
    answer = 503;
    const { delivering, first, sent, attempts, outcomes } = world();
    await delivering.attempt(first.id);
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: 503, attempts: 1 });
    expect(outcomes).toEqual(['retrying']);
    // Base 60 s × 2^0, scaled by the jitter's 0.5.
    const retryAt = new Date(NOW.getTime() + 30_000);
    expect(sent).toEqual([{ deliveryId: first.id, startAfter: retryAt }]);
    await delivering.attempt(first.id);
    expect(sent.at(-1)).toEqual({
      deliveryId: first.id,
      startAfter: new Date(NOW.getTime() + 60_000),
    });
    expect(attempts).toHaveLength(2);
  });

  it('records a receiver that cannot be reached as an error, and retries', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { delivering, first, attempts, sent } = world({ url: `http://127.0.0.1:${port}/` });
    await delivering.attempt(first.id);
    expect(attempts[0]).toMatchObject({ statusCode: null, error: expect.any(String) });
    expect(first.status).toBe('pending');
    expect(sent).toHaveLength(1);
  });

  it('gives up once the next try would fall after its window, and stops the endpoint', async () => {
    answer = 500;
    const { delivering, first, endpoint, sent, stopped, outcomes } = world({
      retryUntil: new Date(NOW.getTime() + 1_000),
    });
    await delivering.attempt(first.id);
    expect(first.status).toBe('failed');
    expect(outcomes).toEqual(['given_up']);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(stopped).toEqual(['failing']);
    expect(sent).toEqual([]);
  });

  it('stops at once on 410 Gone', async () => {
    answer = 410;
    const { delivering, first, endpoint, stopped } = world();
    await delivering.attempt(first.id);
    expect(first.status).toBe('failed');
    expect(endpoint.disabledReason).toBe('gone');
    expect(stopped).toEqual(['gone']);
  });

  it('holds a delivery back, unsent, while its endpoint is off', async () => {
    answer = 200;
    const { delivering, first, attempts } = world({ enabled: false });
    bodies.length = 0;
    await delivering.attempt(first.id);
    expect(bodies).toEqual([]);
    expect(attempts).toEqual([]);
    expect(first).toMatchObject({ status: 'pending', lockedUntil: null });
  });
});
