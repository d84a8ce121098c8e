import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';

/**
 * A real SMTP server for the e2e server's emails (SMTP_URL), and a small HTTP view of what it
 * received, `GET /messages?to=<address>` (oldest first), for the specs in the workers.
 */
export async function startMailbox() {
  const smtp = await startSmtpCapture();
  const http = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to') ?? '';
    const messages = smtp.messages
      .filter((message) => message.to.some((address) => address === to.toLowerCase()))
      .map(({ subject, text, links }) => ({ subject, text, links }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
