import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '#lib/socket.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { LoginForm } from '../components/login-form';
import { useSessionStore } from '../session-store';
import { useSessionEnded } from './use-session-ended';

let server: StubServer;
// A real Socket.IO server stands in for the app's: the page listens on a real connection.
const http = createServer();
const io = new Server(http, { cors: { origin: true, credentials: true } });
let realtime: ReturnType<typeof createRealtime>;
beforeAll(async () => {
  server = await startStubServer({ 'POST /api/auth/logout': () => ({ status: 401, body: {} }) });
  vi.stubEnv('VITE_API_URL', server.url);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  realtime = createRealtime(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
afterAll(async () => {
  realtime.closeSocket();
  vi.unstubAllEnvs();
  await io.close();
  await server.close();
});

function SignedInPage() {
  useSessionEnded(realtime.getSocket);
  return <p>Dashboard</p>;
}

describe('a suspended account', () => {
  it('is signed out the moment the server ends its sessions, with the reason', async () => {
    renderWithRouter('/dashboard', { user: makeUser(), ui: <SignedInPage /> });
    const socket = realtime.getSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(useSessionStore.getState().user).not.toBeNull();

    act(() => void io.emit('session:ended'));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useSessionStore.getState().endedBy).toBe('suspension');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/auth/logout',
    );
    // The login page it lands on says why, not "session expired" (issue 20).
    cleanup();
    renderWithRouter('/login', { ui: <LoginForm /> });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is suspended');
    expect(alert).toHaveTextContent('This account has been suspended. Please contact support.');
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });
});
