import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  status: number;
  body?: unknown;
  /** Sent as `text/event-stream`, each piece written as it comes (instead of `body`). */
  events?: AsyncIterable<string>;
}

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => StubReply | Promise<StubReply>;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * A real HTTP server on a free port that answers scripted replies per "METHOD /path", for
 * component tests that must not depend on the whole API server. Unscripted paths get 404.
 */
export async function startStubServer(routes: Record<string, Handler> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: StubCall[] = [];
  const server = createServer(async (req, res) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    const body = await readJson(req);
    calls.push({ method: req.method ?? '', path: req.url ?? '', body });
    const reply = (await table.get(key)?.(body)) ?? { status: 404, body: { error: 'notFound' } };
    if (reply.events) {
      res.writeHead(reply.status, { 'content-type': 'text/event-stream' });
      for await (const piece of reply.events) res.write(piece);
      res.end();
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** Replaces (or adds) the handler for "METHOD /path". */
    route: (key: string, handler: Handler) => void table.set(key, handler),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StubServer = Awaited<ReturnType<typeof startStubServer>>;
