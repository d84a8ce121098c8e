import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnnouncement, AuditList } from '@incasso/shared/admin';
import { buildTestApp } from '#test/build-test-app.ts';
import { connectSocket, listen, nextEvent, type TestSocket } from '#test/socket-client.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('/api/admin/announcements', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  let plusCookie: string;
  let socket: TestSocket;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    plusCookie = await signIn(ctx.app, await buildUser(ctx.db, { planId: 'plus' }));
    socket = await connectSocket(await listen(ctx.app), { cookie: plusCookie });
  });
  afterAll(async () => {
    socket.close();
    await ctx.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: sessionHeaders(adminCookie), payload });
  const banner = async (cookie?: string) =>
    (await ctx.app.inject({ url: '/api/announcements', headers: cookie ? { cookie } : {} }))
      .json<{ title: string }[]>()
      .map((a) => a.title);

  it('keeps a draft from readers and pushes nothing for it', async () => {
    let pushed = false;
    socket.once('announcements:changed', () => (pushed = true));
    const created = await asAdmin('POST', '/api/admin/announcements', {
      title: 'Draft',
      content: 'Not yet.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminAnnouncement>()).toMatchObject({ published: false, audience: 'all' });
    expect(await banner(plusCookie)).toEqual([]);
    // The next push (from the publication below) must be the first one this socket sees.
    const published = nextEvent(socket, 'announcements:changed');
    await asAdmin('PATCH', `/api/admin/announcements/${created.json<AdminAnnouncement>().id}`, {
      published: true,
    });
    await published;
    expect(pushed).toBe(true);
    expect(await banner()).toEqual(['Draft']);
  });

  it('pushes a publication live over the socket and shows it to its audience only', async () => {
    const pushed = nextEvent(socket, 'announcements:changed');
    const created = await asAdmin('POST', '/api/admin/announcements', {
      title: 'Plus news',
      content: 'Invoices got faster.',
      audience: 'plus',
      published: true,
    });
    expect(created.statusCode).toBe(201);
    await pushed;
    expect(await banner(plusCookie)).toContain('Plus news');
    expect(await banner()).not.toContain('Plus news');
    const freeCookie = await signIn(ctx.app, await buildUser(ctx.db));
    expect(await banner(freeCookie)).not.toContain('Plus news');
  });

  it('edits, withdraws and deletes, each audited with before and after', async () => {
    const created = (
      await asAdmin('POST', '/api/admin/announcements', {
        title: 'Maintenance',
        content: 'Sunday 2-4.',
        published: true,
      })
    ).json<AdminAnnouncement>();
    const edited = await asAdmin('PATCH', `/api/admin/announcements/${created.id}`, {
      content: 'Sunday 3-5.',
    });
    expect(edited.json<AdminAnnouncement>()).toMatchObject({ content: 'Sunday 3-5.' });

    const withdrawn = nextEvent(socket, 'announcements:changed');
    await asAdmin('PATCH', `/api/admin/announcements/${created.id}`, { published: false });
    await withdrawn;
    expect(await banner()).not.toContain('Maintenance');

    const removed = await asAdmin('DELETE', `/api/admin/announcements/${created.id}`);
    expect(removed.statusCode).toBe(204);
    const list = (await asAdmin('GET', '/api/admin/announcements')).json<AdminAnnouncement[]>();
    expect(list.map((a) => a.id)).not.toContain(created.id);

    const trail = (
      await asAdmin('GET', `/api/admin/audit?targetId=${created.id}`)
    ).json<AuditList>();
    expect(trail.items.map((e) => e.action)).toEqual([
      'announcement.delete',
      'announcement.update',
      'announcement.update',
      'announcement.create',
    ]);
    expect(trail.items[0]).toMatchObject({ before: { published: false }, after: null });
    expect(trail.items[2]).toMatchObject({
      before: { content: 'Sunday 2-4.' },
      after: { content: 'Sunday 3-5.' },
    });
  });
});
