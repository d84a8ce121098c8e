import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#components/ui/toast/toast-store.ts';
import { CACHE_KEYS, getCache, setCache } from '#lib/cache.ts';
import { registerSocketCloser } from '#lib/socket-handle.ts';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import {
  endSessionOnRefusal,
  login,
  logout,
  register,
  signedInByLink,
  startSession,
  useSessionStore,
} from './session-store';

const closeSocket = vi.fn();
registerSocketCloser(closeSocket);

const profile = { id: 'u1', email: 'anna@shop.it', isAdmin: false, plan: 'plus' };
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  closeSocket.mockClear();
  useSessionStore.setState({ user: null, loading: true, ready: false });
  useToastStore.setState({ toasts: [] });
  server.route('POST /api/auth/logout', () => ({ status: 204 }));
});

const toasts = () =>
  useToastStore.getState().toasts.map(({ type, message }) => ({ type, message }));

describe('session start', () => {
  it('starts with no user and loading, then loads and caches the profile', async () => {
    server.route('GET /api/user/profile', () => ({ status: 200, body: profile }));
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: true });
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({
      user: { email: 'anna@shop.it', plan: 'plus' },
      loading: false,
      ready: true,
    });
    expect(getCache(CACHE_KEYS.userProfile)).toMatchObject({ email: 'anna@shop.it' });
  });

  it('shows the cached profile at once, before the server answers', async () => {
    setCache(CACHE_KEYS.userProfile, { email: 'cached@shop.it' });
    server.route('GET /api/user/profile', () => ({ status: 200, body: profile }));
    const started = startSession();
    expect(useSessionStore.getState()).toMatchObject({
      user: { email: 'cached@shop.it' },
      ready: true,
      loading: true,
    });
    await started;
    expect(useSessionStore.getState().user?.email).toBe('anna@shop.it');
  });

  it('ends the session here when the server refuses the profile, without a logout call', async () => {
    setCache(CACHE_KEYS.userProfile, { email: 'cached@shop.it' });
    server.route('GET /api/user/profile', () => ({ status: 401, body: { error: 'unauthorized' } }));
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false, ready: true });
    expect(getCache(CACHE_KEYS.userProfile)).toBeNull();
    expect(closeSocket).toHaveBeenCalledTimes(1);
    // The server holds no session to end; a logout call would end one the page signed in since.
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/logout');
    // The server ended the session: nothing went wrong that needs saying.
    expect(toasts()).toEqual([]);
  });

  it('keeps the session an emailed link starts after the refused profile was read', async () => {
    server.route('GET /api/user/profile', () => ({ status: 401, body: { error: 'unauthorized' } }));
    await startSession();
    // The verification's answer, read by a busy page just after the refusal.
    signedInByLink(profile);
    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain('/api/session/membership'),
    );
    expect(useSessionStore.getState().user?.email).toBe('anna@shop.it');
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/logout');
  });

  it('says the profile could not be loaded, then logs out, when the server fails to read it', async () => {
    setCache(CACHE_KEYS.userProfile, { email: 'cached@shop.it' });
    server.route('GET /api/user/profile', () => ({ status: 500, body: { error: 'serverError' } }));
    await startSession();
    expect(toasts()).toEqual([{ type: 'error', message: 'Error loading profile.' }]);
    expect(useSessionStore.getState().user).toBeNull();
    expect(server.calls.map((call) => call.path)).toContain('/api/auth/logout');
  });

  it('keeps a session an emailed link started while the profile call was refused', async () => {
    server.route('GET /api/user/profile', () => {
      // The verification page signed the new account in before this refusal arrived.
      signedInByLink(profile);
      return { status: 401, body: { error: 'unauthorized' } };
    });
    await startSession();
    expect(useSessionStore.getState().user?.email).toBe('anna@shop.it');
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/logout');
  });

  it('keeps the session when the page is leaving (a reload cancels the profile call)', async () => {
    setCache(CACHE_KEYS.userProfile, { email: 'cached@shop.it' });
    server.route('GET /api/user/profile', () => {
      window.dispatchEvent(new Event('pagehide'));
      return { status: 500, body: { error: 'serverError' } };
    });
    await startSession();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/logout');
    expect(getCache(CACHE_KEYS.userProfile)).toEqual({ email: 'cached@shop.it' });
    window.dispatchEvent(new Event('pageshow'));
  });
});

describe('a request refused as signed out', () => {
  const logoutCalls = () => server.calls.filter((call) => call.path === '/api/auth/logout');

  it('does not end the session an emailed link started after the request was sent', async () => {
    // A dashboard query sent as the verification page opened, answered after the link signed in.
    const sentAt = performance.now();
    signedInByLink(profile);
    endSessionOnRefusal({ sentAt });
    await Promise.resolve();
    expect(logoutCalls()).toHaveLength(0);
    expect(useSessionStore.getState().user?.email).toBe('anna@shop.it');
  });

  it('ends a session that was already there when the request was sent', async () => {
    signedInByLink(profile);
    endSessionOnRefusal({ sentAt: performance.now() });
    await vi.waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(logoutCalls()).toHaveLength(1);
  });
});

describe('logout', () => {
  it('clears the user, the cached profile and the socket even when the call fails', async () => {
    server.route('POST /api/auth/logout', () => ({ status: 500, body: { error: 'serverError' } }));
    useSessionStore.setState({
      user: { ...profile, displayName: null, plan: 'plus', features: [] },
    });
    setCache(CACHE_KEYS.userProfile, profile);
    await logout();
    expect(useSessionStore.getState().user).toBeNull();
    expect(getCache(CACHE_KEYS.userProfile)).toBeNull();
    expect(closeSocket).toHaveBeenCalledTimes(1);
  });

  it('makes a single call when asked twice at once', async () => {
    await Promise.all([logout(), logout()]);
    expect(server.calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(1);
  });
});

describe('login and register', () => {
  it('sets loading while login runs, then stores and caches the user', async () => {
    server.route('POST /api/auth/login', () => ({ status: 200, body: { user: profile } }));
    useSessionStore.setState({ loading: false });
    const pending = login({ email: 'anna@shop.it', password: 'secret' });
    expect(useSessionStore.getState().loading).toBe(true);
    await pending;
    expect(useSessionStore.getState()).toMatchObject({ user: { id: 'u1' }, loading: false });
    expect(getCache(CACHE_KEYS.userProfile)).toMatchObject({ id: 'u1' });
    expect(server.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'anna@shop.it',
      password: 'secret',
    });
  });

  it('reads who the session acts as after signing in: the merchant, the role, its permissions', async () => {
    server.route('POST /api/auth/login', () => ({ status: 200, body: { user: profile } }));
    server.route('GET /api/session/membership', () => ({
      status: 200,
      body: {
        merchantId: '00000000-0000-4000-8000-000000000001',
        merchantName: 'Bar Sport',
        role: 'cashier',
        permissions: ['payments.create', 'pos.sell'],
        memberships: [
          {
            merchantId: '00000000-0000-4000-8000-000000000001',
            merchantName: 'Bar Sport',
            role: 'cashier',
          },
        ],
      },
    }));
    const user = await login({ email: 'anna@shop.it', password: 'secret' });
    expect(user.membership).toMatchObject({ role: 'cashier', merchantName: 'Bar Sport' });
    expect(user.membership?.permissions).toEqual(['payments.create', 'pos.sell']);
  });

  it('rejects with the server error and leaves no user', async () => {
    // A 401 on /login is a wrong password, not an expired session.
    window.history.pushState({}, '', '/login');
    server.route('POST /api/auth/login', () => ({
      status: 401,
      body: { error: 'invalidCredentials', message: 'Invalid credentials' },
    }));
    await expect(login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      key: 'invalidCredentials',
    });
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('registers without signing in: the emailed link does that', async () => {
    server.route('POST /api/auth/register', () => ({ status: 202, body: { message: 'Check' } }));
    await register({ email: 'anna@shop.it', password: 'Secret-123', accountType: 'business' });
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
    expect(server.calls.at(-1)?.body).toEqual({
      email: 'anna@shop.it',
      password: 'Secret-123',
      accountType: 'business',
    });
  });

  it('stores the account a confirmation link signed in', () => {
    expect(signedInByLink(profile)).toMatchObject({ id: 'u1' });
    expect(useSessionStore.getState().user).toMatchObject({ id: 'u1' });
    expect(signedInByLink({ nonsense: true })).toBeNull();
  });
});
