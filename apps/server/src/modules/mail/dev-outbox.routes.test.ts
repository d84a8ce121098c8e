import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser } from '#test/factories/users.ts';

describe('GET /api/dev/outbox', () => {
  const forgot = (ctx: Awaited<ReturnType<typeof buildTestApp>>, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'sec-fetch-site': 'same-origin' },
    });

  it('shows the emails the outbox kept when no SMTP server is configured', async () => {
    const ctx = await buildTestApp({
      config: { smtpUrl: undefined, publicUrl: 'http://dev.test' },
    });
    try {
      const user = await buildUser(ctx.db, { email: 'outbox@example.com' });
      expect((await forgot(ctx, user.email)).statusCode).toBe(202);
      let entries: { to: string; subject: string; links: string[] }[] = [];
      await expect
        .poll(async () => {
          entries = (await ctx.app.inject('/api/dev/outbox')).json();
          return entries.length;
        })
        .toBe(1);
      expect(entries[0]).toMatchObject({
        to: 'outbox@example.com',
        subject: 'Reimposta la tua password',
      });
      expect(entries[0]?.links[0]).toMatch(/^http:\/\/dev\.test\/reset-password\?token=/);
    } finally {
      await ctx.close();
    }
  });

  it('does not exist in production', async () => {
    const ctx = await buildTestApp({ config: { smtpUrl: undefined, env: 'production' } });
    try {
      const response = await ctx.app.inject('/api/dev/outbox');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('notFound');
    } finally {
      await ctx.close();
    }
  });
});
