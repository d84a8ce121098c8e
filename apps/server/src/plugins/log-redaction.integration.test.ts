import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { tokenFromLink } from '#test/account-flows.ts';
import { startServerProcess, type ServerProcess } from '#test/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { createTestDatabase } from '#test/test-database.ts';

// Issue 18 §5: password-reset and email-verification tokens, session cookies and an API key
// misplaced in a URL were written to the request log in full. The server runs as in
// production (its own process, JSON logs at info) and its log is read back.
describe('the request log', { timeout: 120_000 }, () => {
  let smtp: SmtpCapture;
  let dataDir: string;
  let postgres: (DatabaseHandle & { url: string | undefined }) | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-log-'));
    postgres = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
    await postgres?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const post = (route: string, body: object) =>
    fetch(`${server.url}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    });

  it('shows no token, session cookie or API key, in URLs or headers', async () => {
    const email = 'logged@example.com';
    await post('register', { email, password: 'Quiet-Lantern-47', accountType: 'private' });
    const verifyLink = (await smtp.next(email, 30_000)).links[0] ?? '';
    const verifyToken = tokenFromLink(verifyLink, '/verify-email');
    // The browser opens the emailed link, then the page posts the token.
    await fetch(verifyLink);
    const verified = await post('verify-email', { token: verifyToken });
    const session = /incasso_session=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    await post('forgot-password', { email });
    const resetLink = (await smtp.next(email, 30_000)).links[0] ?? '';
    await fetch(resetLink);

    const apiKey = `inc_${randomBytes(32).toString('base64url')}`;
    const displayToken = randomBytes(24).toString('base64url');
    const requests = [
      `/api/auth/me?incasso_session=${session}`,
      `/api/v1/payments?api_key=${apiKey}`,
      `/api/v1/payments?limit=5&${apiKey}`,
      `/api/pos/display/${displayToken}`,
      `/pos/display/${displayToken}?from=till`,
    ];
    for (const url of requests) {
      await fetch(`${server.url}${url}`, {
        headers: {
          cookie: `incasso_session=${session}`,
          authorization: `Bearer ${apiKey}`,
          'x-api-key': apiKey,
        },
      });
    }

    // The requests were logged (the child's output arrives when it arrives), secrets replaced.
    for (const line of [
      '/verify-email?token=[redacted]',
      '/reset-password?token=[redacted]',
      '/api/auth/me?incasso_session=[redacted]',
      '/api/v1/payments?limit=5&[redacted]',
      '/pos/display/[redacted]?from=till',
    ]) {
      await expect.poll(() => server.output()).toContain(line);
    }
    const secrets = [verifyToken, tokenFromLink(resetLink, '/reset-password'), session, apiKey];
    const log = server.output();
    for (const secret of [...secrets, displayToken]) expect(log).not.toContain(secret ?? '');
  });
});
