import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@incasso/shared/admin';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from '#test/factories/users.ts';

describe('/api/admin/audit', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let first: TestUser;
  let firstCookie: string;
  let secondCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    first = await buildUser(ctx.db, { isAdmin: true });
    firstCookie = await signIn(ctx.app, first);
    secondCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    const target = await buildUser(ctx.db);
    for (const [cookie, displayName] of [
      [firstCookie, 'One'],
      [secondCookie, 'Two'],
      [firstCookie, 'Three'],
    ] as const) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${target.id}`,
        headers: sessionHeaders(cookie),
        payload: { displayName },
      });
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: sessionHeaders(secondCookie),
      payload: { title: 'Hello', content: 'World' },
    });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) =>
    (
      await ctx.app.inject({
        url: `/api/admin/audit${query}`,
        headers: sessionHeaders(firstCookie),
      })
    ).json<AuditList>();

  it('lists newest first and filters by action and actor, with pages', async () => {
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.items[0]?.action).toBe('announcement.create');
    const byFirst = await list(`?actorId=${first.id}&action=user.update`);
    expect(byFirst.items.map((e) => e.after?.displayName)).toEqual(['Three', 'One']);
    const page = await list('?pageSize=3&page=2');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.after).toMatchObject({ displayName: 'One' });
  });

  it('is append-only: the database refuses to change or remove a row', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx.db.execute(statement).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update admin_audit_log set ip = 'forged'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from admin_audit_log`)).toMatch(/append-only/);
    expect((await list('')).total).toBe(4);
  });
});
