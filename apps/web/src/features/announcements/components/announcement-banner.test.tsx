import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '#lib/socket.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { AnnouncementBanner } from './announcement-banner';

let reply: StubReply = { status: 200, body: [] };
let server: StubServer;
// A real Socket.IO server stands in for the app's: the banner listens on a real connection.
const http = createServer();
const io = new Server(http, { cors: { origin: true, credentials: true } });
let realtime: ReturnType<typeof createRealtime>;
beforeAll(async () => {
  server = await startStubServer({ 'GET /api/announcements': () => reply });
  vi.stubEnv('VITE_API_URL', server.url);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  realtime = createRealtime(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
afterEach(() => realtime.closeSocket());
afterAll(async () => {
  vi.unstubAllEnvs();
  await io.close();
  await server.close();
});

const renderBanner = () =>
  renderWithRouter('/dashboard', { ui: <AnnouncementBanner getSocket={realtime.getSocket} /> });

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
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Scheduled maintenance');
    expect(banner).toHaveTextContent('Sunday 02:00–03:00 payments may be slower.');
    expect(screen.queryByText('Older news')).not.toBeInTheDocument();
    expect(screen.queryByText('Not shown.')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no announcement or the call fails', async () => {
    reply = { status: 500, body: { error: 'serverError' } };
    renderBanner();
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows a newly published announcement as soon as the server signals it', async () => {
    reply = { status: 200, body: [] };
    const before = server.calls.length;
    renderBanner();
    const socket = realtime.getSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(before));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();

    reply = { status: 200, body: [announcement('a3', 'Cronos is live', 'Pay on Cronos now.')] };
    act(() => void io.emit('announcements:changed'));
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Cronos is live');
  });
});
