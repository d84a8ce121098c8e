import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGlobalUnicast } from './outbound-address.ts';
import { OutboundRefused, postOutbound } from './outbound-request.ts';

// Issue 18 §5: a webhook's address is checked after DNS resolution and after every redirect.
// Real HTTP servers on loopback: the first answers with a redirect to the second, which must
// never be called. The policy allows this test's first server only (127.0.0.3, as if it were
// public) and is otherwise the production one.
const OUTSIDE = '127.0.0.3';
const policy = (address: string) => address === OUTSIDE || isGlobalUnicast(address);

function listen(host: string, handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

describe('a webhook answered with a redirect', () => {
  let inside: http.Server;
  let insideCalls = 0;
  let redirector: http.Server;
  let redirectTo = '';

  beforeAll(async () => {
    inside = await listen('127.0.0.1', (_request, response) => {
      insideCalls += 1;
      response.end('inside');
    });
    redirector = await listen(OUTSIDE, (_request, response) => {
      response.writeHead(307, { location: redirectTo }).end();
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => inside.close(resolve));
    await new Promise((resolve) => redirector.close(resolve));
  });

  it.each([
    ['a refused address', () => `http://127.0.0.1:${portOf(inside)}/hook`],
    ['the same address mapped into IPv6', () => `http://[::ffff:127.0.0.1]:${portOf(inside)}/hook`],
    ['the same address mapped, in hex', () => `http://[::ffff:7f00:1]:${portOf(inside)}/hook`],
    ['a name that resolves to it', () => `http://localhost:${portOf(inside)}/hook`],
  ])('refuses a redirect to %s before connecting', async (_name, target) => {
    redirectTo = target();
    const posted = postOutbound(
      `http://${OUTSIDE}:${portOf(redirector)}/hook`,
      '{}',
      {},
      {
        timeoutMs: 5_000,
        mayConnect: policy,
      },
    );
    await expect(posted).rejects.toBeInstanceOf(OutboundRefused);
    expect(insideCalls).toBe(0);
  });

  it('follows a redirect the policy allows', async () => {
    const allowed = await listen(OUTSIDE, (_request, response) => response.end('ok'));
    redirectTo = `http://${OUTSIDE}:${portOf(allowed)}/moved`;
    const answer = await postOutbound(
      `http://${OUTSIDE}:${portOf(redirector)}/hook`,
      '{}',
      {},
      {
        timeoutMs: 5_000,
        mayConnect: policy,
      },
    );
    expect(answer).toEqual({ status: 200, excerpt: 'ok' });
    await new Promise((resolve) => allowed.close(resolve));
  });
});
