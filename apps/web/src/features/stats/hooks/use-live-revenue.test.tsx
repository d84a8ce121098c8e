import { act, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@incasso/shared/notifications';
import type { LedgerChange } from '@incasso/shared/transactions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '#lib/socket.ts';
import { buildRevenueStats } from '#test/build-stats.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { RevenueOverview } from '../components/revenue-overview';
import { useLiveRevenue } from './use-live-revenue';

const notification = (key: string): Notification => ({
  id: crypto.randomUUID(),
  key,
  params: {},
  text: 'A notification.',
  icon: 'bell',
  color: 'info',
  read: false,
  createdAt: new Date().toISOString(),
});

let api: StubServer;
const http = createServer();
const io = new Server(http, { cors: { origin: true, credentials: true } });
let realtime: ReturnType<typeof createRealtime>;

beforeAll(async () => {
  api = await startStubServer({
    'GET /api/stats/revenue': () => ({
      status: 200,
      body: buildRevenueStats({ EUR: [0, 0, 0, 0, 0, 0, 2_500] }),
    }),
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

function LiveOverview() {
  useLiveRevenue(realtime.getSocket);
  return <RevenueOverview timeZone="Europe/Rome" />;
}

const revenueCalls = () => api.calls.filter((call) => call.path.startsWith('/api/stats/revenue'));

describe('useLiveRevenue', () => {
  it('fetches the revenue again when the ledger changes, not for other news', async () => {
    renderWithRouter('/dashboard', { ui: <LiveOverview /> });
    await screen.findByText('€25.00', { selector: 'dd' });
    const socket = realtime.getSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(revenueCalls()).toHaveLength(1);

    // A notification, even of a payment, is news for the bell: the ledger says it moved.
    act(() => void io.emit('user:notification', notification('payments.confirmed')));
    const change: LedgerChange = {
      transactionId: crypto.randomUUID(),
      paymentId: crypto.randomUUID(),
      status: 'Completed',
    };
    act(() => void io.emit('ledger:changed', change));
    await waitFor(() => expect(revenueCalls()).toHaveLength(2));
    act(() => void io.emit('ledger:changed', { ...change, status: 'Nonsense' }));
    act(() => void io.emit('ledger:changed', change));
    await waitFor(() => expect(revenueCalls()).toHaveLength(3));
  }, 20_000);
});
