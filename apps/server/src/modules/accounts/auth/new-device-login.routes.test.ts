import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromLink } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { TEST_PASSWORD } from '#test/factories/users.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('new-device sign-in notification', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The sign-ins come through a proxy that reports the client's address.
    ctx = await buildTestApp({ config: { trustProxy: true, smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const from = (userAgent: string, ip: string) => ({
    'user-agent': userAgent,
    'x-forwarded-for': ip,
  });

  /** Registers and follows the emailed link from that device: its first sign-in. */
  async function registerFrom(email: string, headers: Record<string, string>): Promise<string> {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, accountType: 'private' },
      headers,
    });
    const token = tokenFromLink((await smtp.next(email)).links[0], '/verify-email');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      headers: { ...headers, 'sec-fetch-site': 'same-origin' },
    });
    return verified.json().user.id;
  }

  it('tells the owner about a device never used before, once, and not about known ones', async () => {
    const email = 'devices@example.com';
    const userId = await registerFrom(email, from(FIREFOX, '198.51.100.7'));
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
    const userId = await registerFrom('refused@example.com', from(FIREFOX, '198.51.100.8'));
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
