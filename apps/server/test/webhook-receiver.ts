import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  paymentId: string;
  body: string;
}

/**
 * A merchant's webhook receiver on loopback: verifies every delivery with the npm
 * `standardwebhooks` library (as an integrator would) and answers what the test says.
 */
export async function startWebhookReceiver() {
  let secret: string | undefined;
  let answer = 200;
  const received: ReceivedWebhook[] = [];
  const rejected: string[] = [];
  const waiters: (() => void)[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (answer !== 200) {
        response.writeHead(answer).end('not now');
        return;
      }
      try {
        if (!secret) throw new Error('no secret yet');
        const payload = new Webhook(secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as {
          type: string;
          data: { paymentId: string };
        };
        received.push({
          id: String(request.headers['webhook-id']),
          type: payload.type,
          paymentId: payload.data.paymentId,
          body,
        });
        response.writeHead(200).end('ok');
      } catch (error) {
        rejected.push(String(error));
        response.writeHead(400).end('bad signature');
      }
      for (const wake of waiters.splice(0)) wake();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    rejected,
    /** The secret the merchant copied from the endpoint's creation. */
    useSecret(value: string) {
      secret = value;
    },
    /** What the receiver answers from now on (200: verify and accept). */
    answerWith(status: number) {
      answer = status;
    },
    /** Resolves once `count` deliveries were accepted, or rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} webhooks arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
