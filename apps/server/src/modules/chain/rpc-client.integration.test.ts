import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import {
  rpcError,
  rpcResult,
  startJsonRpcServer,
  type JsonRpcServer,
} from '#test/json-rpc-server.ts';
import { createAddressSet } from './address-set.ts';
import { createBlockScanner } from './block-scanner.ts';
import { RpcNodeError, RpcUnavailableError } from './chain-errors.ts';
import { createRpcClient } from './rpc-client.ts';
import { IndexSchema } from './rpc-schemas.ts';
import { defined } from '#test/defined.ts';

const quick = { timeoutMs: 2_000, rounds: 2, backoff: { baseMs: 10, maxMs: 20 } };

/** A port nothing listens on: bound, then released. */
async function closedPortUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('rpc client', () => {
  let anvil: Anvil;
  const servers: JsonRpcServer[] = [];
  const serve = async (...args: Parameters<typeof startJsonRpcServer>) => {
    const server = await startJsonRpcServer(...args);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 4242 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await anvil.stop();
  });

  it('fails over from a dead first URL to the second, and remembers it', async () => {
    const dead = await closedPortUrl();
    const rpc = createRpcClient({ ...quick, urls: [dead, anvil.rpcUrl] });
    expect(await rpc.request('eth_chainId', [], IndexSchema)).toBe(4242);
    expect(await rpc.request('eth_chainId', [], IndexSchema)).toBe(4242);
    // Three requests sent: the dead URL was skipped the second time (it is cooling down).
    expect(rpc.callCounts()).toEqual({ eth_chainId: 3 });
    expect(rpc.health().map((h) => h.failures)).toEqual([1, 0]);
  });

  it('says what every URL answered when none works', async () => {
    const dead = await closedPortUrl();
    const rpc = createRpcClient({ ...quick, urls: [dead] });
    const error = await rpc.request('eth_chainId', [], IndexSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcUnavailableError);
    expect((error as RpcUnavailableError).failures).toHaveLength(2);
    expect((error as Error).message).toContain(
      `eth_chainId failed on every RPC URL:\n  ${dead}: HTTP request failed`,
    );
  });

  it.each([
    ['a body that is not JSON', () => ({ raw: '<html>502 Bad Gateway</html>' })],
    ['no result at all', () => ({ raw: '{"jsonrpc":"2.0","id":1}' })],
    [
      'a block with a broken number',
      (c: { id: unknown }) =>
        rpcResult(
          { ...c, method: '', params: [] },
          { number: '0xZZ', hash: '0x1', parentHash: '0x2', transactions: [] },
        ),
    ],
    [
      'logs with a missing field',
      (c: { id: unknown }) => rpcResult({ ...c, method: '', params: [] }, [{ address: '0x12' }]),
    ],
  ])('rejects %s with a clear error, then uses the next URL', async (_case, answer) => {
    const garbage = await serve(async (call) => answer(call));
    const alone = createRpcClient({ ...quick, urls: [garbage.url] });
    const scanner = createBlockScanner({
      chain: 'ethereum',
      rpc: alone,
      tokens: [],
      nativeCurrency: 'eth',
    });
    const watched = createAddressSet([defined(anvil.accounts[0])]);
    await expect(scanner.scan({ fromBlock: 0, toBlock: 0 }, watched)).rejects.toThrow(
      new RegExp(
        `eth_getBlockByNumber failed on every RPC URL:\\n  ${garbage.url}: (malformed answer|HTTP request failed)`,
      ),
    );
    const withBackup = createRpcClient({ ...quick, urls: [garbage.url, anvil.rpcUrl] });
    const backedUp = createBlockScanner({
      chain: 'ethereum',
      rpc: withBackup,
      tokens: [],
      nativeCurrency: 'eth',
    });
    await expect(backedUp.scan({ fromBlock: 0, toBlock: 0 }, watched)).resolves.toMatchObject({
      transfers: [],
    });
  });

  it('names the field a malformed answer got wrong', async () => {
    const garbage = await serve(async (call) =>
      rpcResult(call, { number: '0x1', hash: 'oops', parentHash: '0x' }),
    );
    const rpc = createRpcClient({ ...quick, rounds: 1, urls: [garbage.url] });
    const schema = z.object({
      number: IndexSchema,
      hash: z.string().regex(/^0x[0-9a-f]{64}$/, 'expected a 32-byte hash'),
    });
    await expect(rpc.request('eth_getBlockByNumber', ['latest', false], schema)).rejects.toThrow(
      'malformed answer at hash: expected a 32-byte hash',
    );
  });

  it('passes a revert through at once instead of asking every node', async () => {
    const reverting = await serve(async (call) => rpcError(call, 3, 'execution reverted'));
    const rpc = createRpcClient({ ...quick, urls: [reverting.url, anvil.rpcUrl] });
    await expect(rpc.request('eth_call', [{}], z.string())).rejects.toBeInstanceOf(RpcNodeError);
    expect(rpc.callCounts()).toEqual({ eth_call: 1 });
  });

  it('fails over when a node is rate-limited', async () => {
    const limited = await serve(async (call) => rpcError(call, -32005, 'too many requests'));
    const rpc = createRpcClient({ ...quick, urls: [limited.url, anvil.rpcUrl] });
    expect(await rpc.request('eth_chainId', [], IndexSchema)).toBe(4242);
  });
});
