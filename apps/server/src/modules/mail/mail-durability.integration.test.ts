import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '#test/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { createTestDatabase } from '#test/test-database.ts';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { pendingJobs } from '#test/drained.ts';

// Issue 7: a crash after the answer loses no email. The first process only stores the email
// (a web process runs no jobs) and dies without a shutdown; the next one sends it, once.
describe('an email stored before a crash', { timeout: 120_000 }, () => {
  let smtp: SmtpCapture;
  let dataDir: string;
  let postgres: (DatabaseHandle & { url: string | undefined }) | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-mail-crash-'));
    // PostgreSQL when the suite runs on it; otherwise PGlite files in DATA_DIR.
    postgres = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', SMTP_URL: smtp.url };
  });
  afterAll(async () => {
    await smtp.close();
    await postgres?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('goes out exactly once from the process that starts after the crash', async () => {
    const first = await startServerProcess({ ...env, INCASSO_ROLE: 'web' });
    const email = 'crash-test@example.com';
    const post = (route: string, body: object) =>
      fetch(`${first.url}/api/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(body),
      });
    // The confirmation email, then a recovery request whose email a job writes later.
    const registered = await post('register', {
      email,
      password: 'Quiet-Lantern-47',
      accountType: 'private',
    });
    expect(registered.status).toBeLessThan(300);
    expect((await post('forgot-password', { email })).status).toBe(202);
    await first.crash();
    expect(smtp.messages).toEqual([]);

    const second = await startServerProcess({ ...env, INCASSO_ROLE: 'all' });
    try {
      const subjects = [(await smtp.next(email, 30_000)).subject];
      subjects.push((await smtp.next(email, 30_000)).subject);
      expect(subjects.sort()).toEqual([
        'Conferma il tuo indirizzo email',
        'Reimposta la tua password',
      ]);
    } finally {
      await second.stop();
    }
    // Stopped gracefully, so every send that started has finished; with no job left that may
    // still run, no second delivery can come: the count is final.
    const database = postgres ?? (await openPglite(dataDir));
    try {
      for (const queue of ['mail.send', 'password.reset']) {
        expect(await pendingJobs(database.db, queue), queue).toEqual([]);
      }
    } finally {
      if (!postgres) await database.close();
    }
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});
