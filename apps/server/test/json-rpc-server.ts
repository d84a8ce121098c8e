import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type JsonRpcCall = { id: unknown; method: string; params: unknown[] };

/**
 * What the server answers to one call: a body written as is (garbage included), or a forward to
 * a real node. Lets tests put a misbehaving or limited node in front of anvil.
 */
export type JsonRpcHandler = (call: JsonRpcCall) => Promise<{ raw: string } | { forward: string }>;

export type JsonRpcServer = { url: string; calls: JsonRpcCall[]; close(): Promise<void> };

export async function startJsonRpcServer(handler: JsonRpcHandler): Promise<JsonRpcServer> {
  const calls: JsonRpcCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const call = JSON.parse(body) as JsonRpcCall;
      calls.push(call);
      void handler(call)
        .then(async (answer) => {
          if ('raw' in answer) return answer.raw;
          const forwarded = await fetch(answer.forward, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          return forwarded.text();
        })
        .then((text) => res.writeHead(200, { 'content-type': 'application/json' }).end(text))
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer with `result` for the call, as a node would send it. */
export function rpcResult(call: JsonRpcCall, result: unknown): { raw: string } {
  return { raw: JSON.stringify({ jsonrpc: '2.0', id: call.id, result }) };
}

export function rpcError(call: JsonRpcCall, code: number, message: string): { raw: string } {
  return { raw: JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code, message } }) };
}
