import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { verifyEmailMessage } from './templates/verify-email.ts';

// Every email goes through the durable `mail.send` queue: stored, then handed to SMTP by a
// worker that retries a refusal with backoff.

describe('mail through the job queue, over real SMTP', () => {
  let smtp: SmtpCapture;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Incasso <no-reply@incasso.test>' },
      deps: { timings: { mailRetryDelaySeconds: 1 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers text and HTML with the Italian subject, the link intact and a stable Message-ID', async () => {
    const url = 'http://localhost:3000/verify-email?token=abc-DEF_123';
    const jobId = await ctx.modules.mail.send(verifyEmailMessage('Ada@Example.com', 'it', url));
    const mail = await smtp.next('ada@example.com');
    expect(mail.from).toBe('no-reply@incasso.test');
    expect(mail.subject).toBe('Conferma il tuo indirizzo email');
    expect(mail.headers['content-type']).toMatch(/multipart\/alternative/);
    expect(mail.headers['message-id']).toBe(`<${jobId}@incasso>`);
    expect(mail.body).toContain('text/html');
    expect(mail.links).toEqual([url]);
    expect(mail.text).toContain('Il link vale 48 ore.');
  });

  it('retries a temporary refusal and then delivers, once', async () => {
    smtp.failNext(2);
    await ctx.modules.mail.send(verifyEmailMessage('retry@example.com', 'en', 'http://x.test/a'));
    expect((await smtp.next('retry@example.com', 20_000)).subject).toBe(
      'Confirm your email address',
    );
    expect(smtp.messages.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
  });

  it('keeps one email per id, however often it is sent', async () => {
    const id = '6f1c0b1e-7777-4c5d-8e9f-0a1b2c3d4e5f';
    const message = verifyEmailMessage('once@example.com', 'en', 'http://x.test/a');
    expect(await ctx.modules.mail.send(message, { id })).toBe(id);
    expect(await ctx.modules.mail.send(message, { id })).toBeNull();
    await smtp.next('once@example.com');
  });
});
