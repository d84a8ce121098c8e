import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/account-flows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { TEST_PASSWORD } from '../../../test/factories.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('new-device sign-in notification', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // The sign-ins come through a proxy that reports the client's address.
    ctx = await buildTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => ctx.close());

  const from = (userAgent: string, ip: string) => ({
    'user-agent': userAgent,
    'x-forwarded-for': ip,
  });

  it('tells the owner about a device never used before, once, and not about known ones', async () => {
    const email = 'devices@example.com';
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, accountType: 'private' },
      headers: from(FIREFOX, '198.51.100.7'),
    });
    const userId: string = registered.json().user.id;
    const login = (userAgent: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
        headers: { ...from(userAgent, ip), 'sec-fetch-site': 'same-origin' },
      });
    const notifications = () => createNotificationsRepository(ctx.db).listForUser(userId);

    expect((await login(FIREFOX, '198.51.100.7')).statusCode).toBe(200);
    expect(await notifications()).toEqual([]);

    expect((await login(SAFARI, '203.0.113.9')).statusCode).toBe(200);
    const [notice, ...rest] = await notifications();
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      key: 'security.newDeviceLogin',
      params: { device: 'Safari on iOS', ip: '203.0.113.9' },
      text: 'New sign-in from Safari on iOS (203.0.113.9).',
      read: false,
    });

    expect((await login(SAFARI, '203.0.113.9')).statusCode).toBe(200);
    expect(await notifications()).toHaveLength(1);
  });

  it('says nothing for a refused sign-in from a new device', async () => {
    const user = await send(ctx.app, 'POST', '/api/auth/register', {
      email: 'refused@example.com',
      password: TEST_PASSWORD,
      accountType: 'business',
    });
    const userId: string = user.json().user.id;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'refused@example.com', password: 'Wrong-Pass-55' },
      headers: from(SAFARI, '203.0.113.10'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(await createNotificationsRepository(ctx.db).listForUser(userId)).toEqual([]);
  });
});
