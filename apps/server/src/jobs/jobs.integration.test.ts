import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createJobs, type Jobs } from './jobs.ts';
import { defineQueue } from './queue.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const Greeting = z.object({ name: z.string().min(1) });

/** Resolves once `check` holds, polling; rejects after `timeoutMs`. */
async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('durable jobs', () => {
  let database: DatabaseHandle;
  const running: Jobs[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(() => database.close());

  function jobs(role: 'web' | 'worker' | 'all' = 'all') {
    const instance = createJobs({ database, log: silent, role, pollingIntervalSeconds: 0.5 });
    running.push(instance);
    return instance;
  }

  it('runs a sent job once, with its validated payload', async () => {
    const queue = defineQueue('test.once', Greeting);
    const seen: string[] = [];
    const instance = jobs();
    instance.register(queue, async ({ name }) => void seen.push(name));
    await instance.start();
    expect(await instance.send(queue, { name: 'Ada' })).toEqual(expect.any(String));
    await eventually(() => seen.length === 1);
    expect(seen).toEqual(['Ada']);
  });

  it('refuses a payload that breaks the queue schema, before storing anything', async () => {
    const queue = defineQueue('test.invalid', Greeting);
    const instance = jobs();
    instance.register(queue, async () => undefined);
    await instance.start();
    await expect(instance.send(queue, { name: '' })).rejects.toThrow();
    expect((await instance.depths()).find((d) => d.queue === 'test.invalid')?.queued).toBe(0);
  });

  it('retries a failing handler until it succeeds', async () => {
    const queue = defineQueue('test.retry', Greeting, { retryLimit: 3, retryDelay: 1 });
    const attempts: number[] = [];
    const instance = jobs();
    instance.register(queue, async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 3) throw new Error('not yet');
    });
    await instance.start();
    await instance.send(queue, { name: 'Grace' });
    await eventually(() => attempts.length === 3, 20_000);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('keeps a job sent while no worker runs, and a worker started later runs it', async () => {
    const queue = defineQueue('test.durable', Greeting);
    const sender = jobs('web');
    // Each process says who ran the job: had the web process run it, the worker started later
    // would find nothing to do and the web process's name would be the one seen.
    const seen: string[] = [];
    sender.register(queue, async ({ name }) => void seen.push(`web ${name}`));
    await sender.start();
    await sender.send(queue, { name: 'Edsger' });
    expect((await sender.depths()).find((d) => d.queue === 'test.durable')?.queued).toBe(1);

    const worker = jobs('worker');
    worker.register(queue, async ({ name }) => void seen.push(`worker ${name}`));
    await worker.start();
    await eventually(() => seen.length === 1);
    expect(seen).toEqual(['worker Edsger']);
  });

  it('keeps one job per id, so a repeated send changes nothing', async () => {
    const queue = defineQueue('test.dedupe', Greeting);
    const instance = jobs('web');
    instance.register(queue);
    await instance.start();
    const id = '0b7f7c1e-9999-4c5d-8e9f-0a1b2c3d4e5f';
    expect(await instance.send(queue, { name: 'Alan' }, { id })).toBe(id);
    expect(await instance.send(queue, { name: 'Alan' }, { id })).toBeNull();
    expect((await instance.depths()).find((d) => d.queue === 'test.dedupe')?.queued).toBe(1);
  });

  it('waits for a running handler when stopped', async () => {
    const queue = defineQueue('test.stop', Greeting);
    let finished = false;
    let started = false;
    const instance = jobs();
    instance.register(queue, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    await instance.start();
    await instance.send(queue, { name: 'Barbara' });
    await eventually(() => started);
    await instance.stop();
    expect(finished).toBe(true);
  });
});
