import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SOCKET_NAMESPACE } from '@incasso/shared/events';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { connectSocket, listen } from '#test/socket-client.ts';

describe('realtime handshake', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    baseUrl = await listen(ctx.app);
  });
  afterAll(() => ctx.close());

  it('refuses a socket without a session with an Authentication error', async () => {
    await expect(connectSocket(baseUrl)).rejects.toThrow(/Authentication error/);
  });

  it('refuses a socket whose session cookie is not valid', async () => {
    await expect(connectSocket(baseUrl, { cookie: 'incasso_session=forged' })).rejects.toThrow(
      /Authentication error/,
    );
  });

  it('accepts a signed-in socket from our own origin', async () => {
    const user = await buildUser(ctx.db);
    const socket = await connectSocket(baseUrl, {
      cookie: await signIn(ctx.app, user),
      origin: baseUrl,
    });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('refuses a cookie-bearing socket opened from another site', async () => {
    const user = await buildUser(ctx.db);
    await expect(
      connectSocket(baseUrl, {
        cookie: await signIn(ctx.app, user),
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow();
  });

  it('lets the public pay page connect without a session', async () => {
    const socket = await connectSocket(baseUrl, { namespace: PUBLIC_SOCKET_NAMESPACE });
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
