import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createDevOutbox, DEV_OUTBOX_SIZE } from './dev-outbox.ts';
import { createMailService } from './mail.service.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { verifyEmailMessage } from './templates/verify-email.ts';

const log = pino({ level: 'silent' });
const FROM = 'Incasso <no-reply@incasso.test>';

describe('mail over real SMTP', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  const service = (url: string, retryDelaysMs = [0, 0]) =>
    createMailService({ transport: createSmtpTransport(url), from: FROM, log, retryDelaysMs });

  it('delivers text and HTML with the Italian subject and the link intact', async () => {
    const url = 'http://localhost:3000/verify-email?token=abc-DEF_123';
    const sent = await service(smtp.url).sendMail(verifyEmailMessage('Ada@Example.com', 'it', url));
    expect(sent).toBe(true);
    const mail = await smtp.next('ada@example.com');
    expect(mail.from).toBe('no-reply@incasso.test');
    expect(mail.subject).toBe('Conferma il tuo indirizzo email');
    expect(mail.headers['content-type']).toMatch(/multipart\/alternative/);
    expect(mail.body).toContain('text/html');
    expect(mail.links).toEqual([url]);
    expect(mail.text).toContain('Il link vale 48 ore.');
  });

  it('retries a temporary refusal and then delivers', async () => {
    smtp.failNext(2);
    const message = verifyEmailMessage('retry@example.com', 'en', 'http://x.test/a');
    expect(await service(smtp.url).sendMail(message)).toBe(true);
    expect((await smtp.next('retry@example.com')).subject).toBe('Confirm your email address');
  });

  it('gives up after the retries without throwing', async () => {
    smtp.failNext(3);
    const message = verifyEmailMessage('never@example.com', 'en', 'http://x.test/a');
    expect(await service(smtp.url).sendMail(message)).toBe(false);
    smtp.failNext(0);
    expect(smtp.messages.some((m) => m.to.includes('never@example.com'))).toBe(false);
  });

  it('reports an unreachable server as not sent', async () => {
    const message = verifyEmailMessage('down@example.com', 'en', 'http://x.test/a');
    expect(await service('smtp://127.0.0.1:1', []).sendMail(message)).toBe(false);
  });
});

describe('development outbox', () => {
  it('keeps the newest emails with their links, at most DEV_OUTBOX_SIZE', async () => {
    const outbox = createDevOutbox(log);
    const mail = createMailService({ transport: outbox.transport, from: FROM, log });
    for (let i = 0; i < DEV_OUTBOX_SIZE + 3; i++) {
      await mail.sendMail(verifyEmailMessage(`u${i}@example.com`, 'en', `http://x.test/${i}`));
    }
    const entries = outbox.list();
    expect(entries).toHaveLength(DEV_OUTBOX_SIZE);
    expect(entries[0]).toMatchObject({ to: `u${DEV_OUTBOX_SIZE + 2}@example.com`, from: FROM });
    expect(entries[0]?.links).toEqual([`http://x.test/${DEV_OUTBOX_SIZE + 2}`]);
    expect(entries.at(-1)?.to).toBe('u3@example.com');
  });
});
