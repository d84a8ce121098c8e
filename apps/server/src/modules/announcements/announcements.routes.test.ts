import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '#server/db/schema/announcements.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';

describe('GET /api/announcements', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is empty when nothing is announced', async () => {
    const response = await ctx.app.inject('/api/announcements');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists active announcements newest first and hides inactive ones', async () => {
    const repo = createAnnouncementsRepository(ctx.db);
    const old = await repo.insert({ title: 'Old news', content: 'Maintenance done.' });
    // An hour older, so the order does not hang on two inserts landing in different milliseconds.
    await ctx.db
      .update(announcements)
      .set({ createdAt: new Date(old.createdAt.getTime() - 3_600_000) })
      .where(eq(announcements.id, old.id));
    await repo.insert({ title: 'Hidden', content: 'Draft', active: false });
    await repo.insert({ title: 'New chain', content: 'Cronos payments are live.' });

    const body = (await ctx.app.inject('/api/announcements')).json();
    expect(body.map((a: { title: string }) => a.title)).toEqual(['New chain', 'Old news']);
    expect(Object.keys(body[0]).sort()).toEqual(['content', 'createdAt', 'id', 'title']);
  });
});
