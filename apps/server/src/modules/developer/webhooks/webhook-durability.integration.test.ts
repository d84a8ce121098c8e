import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  ApiPayment,
  CreatedApiKey,
  WebhookEndpointWithSecret,
} from '@incasso/shared/developer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createSessionsService } from '#server/modules/accounts/sessions/sessions.service.ts';
import { createPlansRepository } from '#server/modules/plans/plans.repository.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import { pendingJobs } from '#test/drained.ts';
import { buildUser } from '#test/factories/users.ts';
import { randomAddress } from '#test/factories/payments.ts';
import { startServerProcess } from '#test/server-process.ts';
import { createTestDatabase } from '#test/test-database.ts';
import { startWebhookReceiver } from '#test/webhook-receiver.ts';

// Issue 8: a webhook whose receiver is down survives the server being killed between retries;
// the process that starts next delivers it. Plans have no upgrade route yet, so the Premium
// merchant and its session are written to the database before the first process starts.
describe('a webhook waiting for its retry when the server dies', { timeout: 150_000 }, () => {
  let dataDir: string;
  let postgres: (DatabaseHandle & { url: string | undefined }) | undefined;
  let env: NodeJS.ProcessEnv;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-webhook-crash-'));
    postgres = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const seed = postgres ?? (await openPglite(dataDir));
    await migrateDatabase(seed);
    await createPlansRepository(seed.db).seed();
    const user = await buildUser(seed.db, { planId: 'premium' });
    const token = await createSessionsService(seed.db).create(user.id, {
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    cookie = `${SESSION_COOKIE}=${token}`;
    if (!postgres) await seed.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', WEBHOOK_ALLOW_PRIVATE: 'true' };
  });
  afterAll(async () => {
    await postgres?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is delivered by the next process, once', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answerWith(503);
    const first = await startServerProcess({ ...env, INCASSO_ROLE: 'all' });
    const call = async <T>(route: string, body: object, headers: Record<string, string>) => {
      const response = await fetch(`${first.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const session = { cookie, 'sec-fetch-site': 'same-origin' };
    const wallet = await call<{ id: string }>(
      '/api/wallets',
      { name: 'Shop', address: randomAddress(), chainId: 'polygon', acceptedCurrencyIds: ['usdc'] },
      session,
    );
    const key = await call<CreatedApiKey>(
      '/api/developer/keys',
      { name: 'Shop', scopes: ['payments:write'] },
      session,
    );
    const endpoint = await call<WebhookEndpointWithSecret>(
      '/api/developer/webhooks',
      { url: receiver.url, eventTypes: ['payment.created'] },
      session,
    );
    receiver.useSecret(endpoint.secret);
    const payment = await call<ApiPayment>(
      '/api/v1/payments',
      { amount: 19.99, currency: 'USD', walletId: wallet.id },
      { 'x-api-key': key.key },
    );

    // The first attempt fails (503) and its retry is scheduled; then the process dies.
    const failedAttempt = Date.now() + 20_000;
    while (receiver.rejected.length === 0 && receiver.received.length === 0) {
      const deliveries = await fetch(
        `${first.url}/api/developer/webhooks/${endpoint.id}/deliveries`,
        { headers: { cookie } },
      ).then((r) => r.json() as Promise<{ items: { attempts: number }[] }>);
      if ((deliveries.items[0]?.attempts ?? 0) >= 1) break;
      if (Date.now() > failedAttempt) throw new Error(`no attempt was made:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await first.crash();
    receiver.answerWith(200);

    const second = await startServerProcess({ ...env, INCASSO_ROLE: 'all' });
    try {
      const [delivered] = await receiver.waitFor(1, 90_000);
      expect(delivered).toMatchObject({ type: 'payment.created', paymentId: payment.paymentId });
    } finally {
      await second.stop();
    }
    // Stopped gracefully, so an attempt under way has finished; with no attempt of a delivery
    // left to run, no duplicate can come: the count is final. (The minute's sweep job carries
    // no delivery id and sends only what is due, which nothing is any more.)
    const database = postgres ?? (await openPglite(dataDir));
    try {
      const attempts = await pendingJobs(database.db, 'webhook.deliver');
      expect(attempts.filter((job) => job.data?.deliveryId)).toEqual([]);
    } finally {
      if (!postgres) await database.close();
      await receiver.close();
    }
    expect(receiver.received).toHaveLength(1);
  });
});
