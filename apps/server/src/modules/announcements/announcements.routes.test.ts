import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await repo.insert({ title: 'Old news', content: 'Maintenance done.' });
    await repo.insert({ title: 'Hidden', content: 'Draft', active: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await repo.insert({ title: 'New chain', content: 'Cronos payments are live.' });

    const body = (await ctx.app.inject('/api/announcements')).json();
    expect(body.map((a: { title: string }) => a.title)).toEqual(['New chain', 'Old news']);
    expect(Object.keys(body[0]).sort()).toEqual(['content', 'createdAt', 'id', 'title']);
  });
});
