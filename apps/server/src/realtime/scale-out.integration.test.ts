import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { testConfig } from '#test/test-config.ts';
import { createTestDatabase } from '#test/test-database.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { connectSocket, listen, nextEvent } from '#test/socket-client.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '#server/modules/notifications/notifications.service.ts';

const redisUrl = process.env.REDIS_URL;

// Scale-out (DESIGN section 4): several processes share the database and Redis; an event
// raised in one reaches sockets held by another.
describe.skipIf(!redisUrl)('two app processes sharing Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Awaited<ReturnType<typeof buildApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Each run gets its own rate-limit keys so parallel CI runs on one Redis never collide.
    const namespace = `scale-out-${randomBytes(4).toString('hex')}:`;
    const config = testConfig({ redisUrl, role: 'web' });
    first = await buildApp(config, { database, rateLimitNamespace: namespace });
    second = await buildApp(config, { database, rateLimitNamespace: namespace });
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await database?.close();
  });

  it('delivers a notification raised by one process to a socket held by the other', async () => {
    const user = await buildUser(database.db);
    const socket = await connectSocket(await listen(second.app), {
      cookie: await signIn(first.app, user),
    });
    try {
      const received = nextEvent(socket, 'user:notification');
      const notifier = createNotificationsService({
        repo: createNotificationsRepository(database.db),
        push: (userId, notification) =>
          first.realtime.toUser(userId).emit('user:notification', notification),
      });
      const sent = await notifier.notify(user.id, 'security.passwordChanged');
      expect(await received).toEqual(sent);
    } finally {
      socket.close();
    }
  });
});
