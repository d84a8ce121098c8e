import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ShopWebhook {
  id: string;
  type: string;
  paymentId: string;
}

/**
 * The integrator's side of a journey: a shop's server on loopback with a webhook endpoint that
 * verifies every call with `standardwebhooks`, and the page payers come back to.
 */
export async function startShopServer() {
  let secret: string | undefined;
  const webhooks: ShopWebhook[] = [];
  const refused: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    if (request.method === 'GET' && url.pathname === '/thanks') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Shop</title><h1>Thank you, order paid</h1>`);
      return;
    }
    // Anything else a browser asks for (its favicon) is not a webhook to verify.
    if (request.method !== 'POST' || url.pathname !== '/hooks') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (!secret) throw new Error('no secret yet');
        const body = Buffer.concat(chunks).toString('utf8');
        const payload = new Webhook(secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as { type: string; data: { paymentId: string } };
        webhooks.push({
          id: String(request.headers['webhook-id']),
          type: payload.type,
          paymentId: payload.data.paymentId,
        });
        response.writeHead(204).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    webhookUrl: `${origin}/hooks`,
    thanksUrl: `${origin}/thanks`,
    webhooks,
    refused,
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
