import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { AnnouncementBanner } from './announcement-banner';

let reply: StubReply = { status: 200, body: [] };
let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({ 'GET /api/announcements': () => reply });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const announcement = (id: string, title: string, content: string) => ({
  id,
  title,
  content,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('announcement banner', () => {
  it("shows only the first announcement's title and content", async () => {
    reply = {
      status: 200,
      body: [
        announcement('a1', 'Scheduled maintenance', 'Sunday 02:00–03:00 payments may be slower.'),
        announcement('a2', 'Older news', 'Not shown.'),
      ],
    };
    renderWithRouter('/dashboard', { ui: <AnnouncementBanner /> });
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Scheduled maintenance');
    expect(banner).toHaveTextContent('Sunday 02:00–03:00 payments may be slower.');
    expect(screen.queryByText('Older news')).not.toBeInTheDocument();
    expect(screen.queryByText('Not shown.')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no announcement or the call fails', async () => {
    reply = { status: 500, body: { error: 'serverError' } };
    renderWithRouter('/dashboard', { ui: <AnnouncementBanner /> });
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
