import type { Notification } from '@incasso/shared/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '#lib/socket.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { NotificationsBell } from './notifications-bell';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  key: 'security.passwordChanged',
  params: {},
  text: 'Your password was changed.',
  icon: 'key',
  color: 'warning',
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

let api: StubServer;
let stored: Notification[] = [];
// A real Socket.IO server stands in for the app's: the bell listens on a real connection.
const http = createServer();
const io = new Server(http, { cors: { origin: true, credentials: true } });
let realtime: ReturnType<typeof createRealtime>;

beforeAll(async () => {
  api = await startStubServer({
    'GET /api/user/notifications': () => ({ status: 200, body: stored }),
    'POST /api/user/notifications/mark-read': () => {
      stored = stored.map((item) => ({ ...item, read: true }));
      return { status: 200, body: { updated: stored.length } };
    },
  });
  vi.stubEnv('VITE_API_URL', api.url);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});
beforeEach(() => {
  api.calls.length = 0;
  realtime = createRealtime(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
afterEach(() => realtime.closeSocket());
afterAll(async () => {
  vi.unstubAllEnvs();
  await io.close();
  await api.close();
});

function renderBell() {
  renderWithRouter('/dashboard', { ui: <NotificationsBell getSocket={realtime.getSocket} /> });
  return screen.getByRole('button', { name: /^Notifications/ });
}

const markReadCalls = () => api.calls.filter((call) => call.path.endsWith('/mark-read'));

describe('notifications bell', () => {
  it('shows the unread count, lists newest first in the reader’s language', async () => {
    stored = [
      notification({ createdAt: '2026-03-01T09:00:00.000Z', read: true }),
      notification({
        key: 'security.newDeviceLogin',
        params: { device: 'Firefox on Linux', ip: '203.0.113.7' },
        text: 'New sign-in from Firefox on Linux (203.0.113.7).',
        createdAt: '2026-03-01T11:00:00.000Z',
      }),
      notification({ key: 'future.unknownKey', text: 'Shown as sent.', read: true }),
    ];
    const user = userEvent.setup();
    const bell = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
    await user.click(bell);
    const items = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'New sign-in from Firefox on Linux (203.0.113.7).',
      'Shown as sent.',
      'Your password was changed.',
    ]);
  });

  it('marks all read when opened with unread items, and not otherwise', async () => {
    stored = [notification({}), notification({})];
    const user = userEvent.setup();
    const bell = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell);
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(markReadCalls()).toHaveLength(1);
    // What was unread stays marked as new while the panel is open.
    expect(within(screen.getByRole('dialog')).getAllByText('New')).toHaveLength(2);

    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(bell);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(1);
  });

  it('adds notifications pushed on the socket at the top, unread', async () => {
    stored = [notification({ read: true })];
    const user = userEvent.setup();
    const bell = renderBell();
    const socket = realtime.getSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));

    const pushed = notification({
      key: 'security.tfaEnabled',
      text: 'Two-factor authentication is now on.',
      icon: 'shield',
      color: 'success',
      createdAt: new Date().toISOString(),
    });
    act(() => void io.emit('user:notification', pushed));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));

    await user.click(bell);
    const first = within(screen.getByRole('dialog')).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Two-factor authentication is now on.');
  });

  it('says when there is nothing yet', async () => {
    stored = [];
    const user = userEvent.setup();
    await user.click(renderBell());
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
