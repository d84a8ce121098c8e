import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_EXPIRED_MESSAGE, createApiClient } from './api-client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

// A real HTTP server: the client's requests cross a socket, as in the browser.
let server: Server;
let baseUrl = '';
const seen: Seen[] = [];

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      body: await readAll(req),
    });
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.url === '/api/ok') return reply(200, { hello: 'world' });
    if (req.url === '/api/empty') return reply(204);
    if (req.url === '/api/private') return reply(401, { error: 'unauthorized', message: 'No' });
    if (req.url === '/api/taken') return reply(409, { error: 'emailInUse', message: 'Taken' });
    return reply(500, 'not json at all');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(path = '/dashboard') {
  const inits: RequestInit[] = [];
  // Wraps the real fetch only to observe `credentials`, which a server cannot see.
  const recordingFetch: typeof fetch = (input, init) => {
    if (init) inits.push(init);
    return fetch(input, init);
  };
  const api = createApiClient({ baseUrl, fetch: recordingFetch, currentPath: () => path });
  return { api, inits };
}

describe('api client', () => {
  it('returns the parsed JSON body and always sends credentials', async () => {
    const { api, inits } = client();
    await expect(api.get('/api/ok')).resolves.toEqual({ hello: 'world' });
    expect(inits[0]?.credentials).toBe('include');
    expect(seen.at(-1)?.contentType).toBe('application/json');
  });

  it('sends a plain body as JSON, and `{}` for a write without body', async () => {
    const { api } = client();
    await api.post('/api/ok', { email: 'a@b.c' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"email":"a@b.c"}' });
    await expect(api.post('/api/empty')).resolves.toBeNull();
    expect(seen.at(-1)).toMatchObject({ contentType: 'application/json', body: '{}' });
  });

  it('leaves the content type of form data to the browser', async () => {
    const { api, inits } = client();
    const form = new FormData();
    form.set('file', 'x');
    await api.post('/api/ok', form);
    expect(new Headers(inits[0]?.headers).has('content-type')).toBe(false);
    expect(seen.at(-1)?.contentType).not.toBe('application/json');
  });

  it('turns an error body into an ApiError with the stable key', async () => {
    const { api } = client();
    const error = await api.post('/api/taken', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, key: 'emailInUse', message: 'Taken' });
  });

  it('uses serverError when the body carries no key', async () => {
    const { api } = client();
    await expect(api.get('/api/broken')).rejects.toMatchObject({ status: 500, key: 'serverError' });
  });

  it('logs out and raises the Italian session error on a 401 outside /login', async () => {
    const { api } = client('/dashboard/settings');
    const logout = vi.fn();
    api.onUnauthorized(logout);
    await expect(api.get('/api/private')).rejects.toMatchObject({
      status: 401,
      key: 'sessionExpired',
      message: SESSION_EXPIRED_MESSAGE,
    });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('tells the session when the refused request was sent', async () => {
    const { api } = client('/dashboard');
    const refused = vi.fn();
    api.onUnauthorized(refused);
    const before = performance.now();
    await expect(api.get('/api/private')).rejects.toMatchObject({ status: 401 });
    const [[{ sentAt }]] = refused.mock.calls as [[{ sentAt: number }]];
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(performance.now());
  });

  it('treats a 401 on /login as an ordinary error, without logging out', async () => {
    const { api } = client('/login');
    const logout = vi.fn();
    api.onUnauthorized(logout);
    await expect(api.get('/api/private')).rejects.toMatchObject({
      status: 401,
      key: 'unauthorized',
    });
    expect(logout).not.toHaveBeenCalled();
  });

  it('lets a call opt out of the 401 logout (the logout call itself)', async () => {
    const { api } = client();
    const logout = vi.fn();
    api.onUnauthorized(logout);
    await expect(api.get('/api/private', { handleUnauthorized: false })).rejects.toMatchObject({
      key: 'unauthorized',
    });
    expect(logout).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as networkError', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', currentPath: () => '/' });
    await expect(api.get('/api/ok')).rejects.toMatchObject({ status: 0, key: 'networkError' });
  });
});
