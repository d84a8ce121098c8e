import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import { connectSocket, listen, nextEvent } from '#test/socket-client.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

describe('notifications', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    baseUrl = await listen(ctx.app);
  });
  afterAll(() => ctx.close());

  const notifier = () =>
    createNotificationsService({
      repo: createNotificationsRepository(ctx.db),
      push: (userId, notification) =>
        ctx.realtime.toUser(userId).emit('user:notification', notification),
    });

  it('refuses the list and mark-read without a session', async () => {
    expect((await ctx.app.inject('/api/user/notifications')).statusCode).toBe(401);
    const markRead = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/notifications/mark-read',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(markRead.statusCode).toBe(401);
    expect(markRead.json().error).toBe('unauthorized');
  });

  it('stores a notification, pushes it live, and lists it newest first', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx.app, user);
    const socket = await connectSocket(baseUrl, { cookie });
    try {
      const pushed = nextEvent(socket, 'user:notification');
      await notifier().notify(user.id, 'security.passwordChanged');
      const second = await notifier().notify(user.id, 'security.newDeviceLogin', {
        device: 'Firefox on Linux',
        ip: '203.0.113.7',
      });
      expect(await pushed).toMatchObject({ key: 'security.passwordChanged', read: false });

      const list = await ctx.app.inject({ url: '/api/user/notifications', headers: { cookie } });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body).toHaveLength(2);
      expect(body[0]).toEqual(second);
      expect(body[0].text).toBe('New sign-in from Firefox on Linux (203.0.113.7).');
      expect(body[0]).toMatchObject({ icon: 'shield', color: 'warning', read: false });
    } finally {
      socket.close();
    }
  });

  it('marks all of the user’s notifications read, and only theirs', async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    await notifier().notify(user.id, 'security.tfaEnabled');
    await notifier().notify(other.id, 'security.tfaEnabled');
    const cookie = await signIn(ctx.app, user);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/notifications/mark-read',
      headers: sessionHeaders(cookie),
    });
    expect(response.json()).toEqual({ updated: 1 });
    const mine = await ctx.app.inject({ url: '/api/user/notifications', headers: { cookie } });
    expect(mine.json().every((n: { read: boolean }) => n.read)).toBe(true);

    const otherCookie = await signIn(ctx.app, other);
    const theirs = await ctx.app.inject({
      url: '/api/user/notifications',
      headers: { cookie: otherCookie },
    });
    expect(theirs.json()).toHaveLength(1);
    expect(theirs.json()[0].read).toBe(false);
  });

  it('never pushes one user’s notification to another user’s socket', async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const otherSocket = await connectSocket(baseUrl, { cookie: await signIn(ctx.app, other) });
    const ownSocket = await connectSocket(baseUrl, { cookie: await signIn(ctx.app, user) });
    try {
      const leaked: unknown[] = [];
      otherSocket.on('user:notification', (n) => leaked.push(n));
      const received = nextEvent(ownSocket, 'user:notification');
      await notifier().notify(user.id, 'security.tfaDisabled');
      await received;
      expect(leaked).toEqual([]);
    } finally {
      otherSocket.close();
      ownSocket.close();
    }
  });
});
