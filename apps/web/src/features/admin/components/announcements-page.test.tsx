import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnnouncement } from '@incasso/shared/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { AnnouncementsPage } from './announcements-page';

const ID = '0195f1c4-7a3e-7000-8000-0000000000d1';
let server: StubServer;
let list: AdminAnnouncement[];

const draft = (overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  id: ID,
  title: 'Maintenance',
  content: 'Sunday 2-4.',
  audience: 'all',
  published: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/admin/announcements': () => ({ status: 200, body: list }),
    'POST /api/admin/announcements': (body) => {
      const created = draft({ ...(body as Partial<AdminAnnouncement>), id: crypto.randomUUID() });
      list = [created, ...list];
      return { status: 201, body: created };
    },
    [`PATCH /api/admin/announcements/${ID}`]: (body) => {
      list = list.map((a) => (a.id === ID ? { ...a, ...(body as object) } : a));
      return { status: 200, body: list.find((a) => a.id === ID) };
    },
    [`DELETE /api/admin/announcements/${ID}`]: () => {
      list = list.filter((a) => a.id !== ID);
      return { status: 204 };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  list = [draft()];
  server.calls.length = 0;
});

describe('announcements page', () => {
  it('creates a published announcement for one plan', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/announcements', { ui: <AnnouncementsPage /> });
    await screen.findByText('Maintenance');
    await user.type(screen.getByLabelText('Title'), 'Plus news');
    await user.type(screen.getByLabelText('Content'), 'Invoices got faster.');
    await user.selectOptions(screen.getByLabelText('Audience'), 'plus');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Announcement created.')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Plus news',
      content: 'Invoices got faster.',
      audience: 'plus',
      published: true,
    });
    expect(await screen.findByRole('heading', { name: 'Plus news' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('publishes a draft and deletes it after confirming', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/announcements', { ui: <AnnouncementsPage /> });
    const item = (await screen.findByRole('heading', { name: 'Maintenance' })).closest(
      'li',
    ) as HTMLElement;
    expect(item).toHaveTextContent('Draft');
    await user.click(within(item).getByRole('button', { name: 'Publish' }));
    expect(await within(item).findByText('Published')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ published: true });

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Announcement deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });
});
