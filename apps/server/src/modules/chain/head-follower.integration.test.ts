import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import { followHeads, pollIntervalFor, type HeadFollower } from './head-follower.ts';
import { createRpcClient } from './rpc-client.ts';
import type { BlockHeader } from './rpc-schemas.ts';
import { defined } from '#test/defined.ts';

describe('head follower on anvil', () => {
  let anvil: Anvil;
  let follower: HeadFollower | undefined;
  const heads: BlockHeader[] = [];
  const start = (options: { wsUrl?: string; pollIntervalMs: number }) => {
    heads.length = 0;
    follower = followHeads({
      rpc: createRpcClient({ urls: [anvil.rpcUrl] }),
      ...options,
      wsRetryMs: 60_000,
      onHead: (head) => heads.push(head),
    });
    return follower;
  };
  const head = async () => Number(await anvil.publicClient.getBlockNumber());

  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterEach(() => follower?.stop());
  afterAll(() => anvil.stop());

  it('takes new heads from a newHeads subscription when a WebSocket URL works', async () => {
    // Polling every minute: whatever arrives within the test came through the socket.
    const f = start({ wsUrl: anvil.wsUrl, pollIntervalMs: 60_000 });
    await expect.poll(() => f.mode).toBe('ws');
    const before = await head();
    await anvil.testClient.mine({ blocks: 2 });
    await expect
      .poll(() => heads.map((h) => h.number))
      .toEqual(expect.arrayContaining([before + 1, before + 2]));
    const last = defined(heads.at(-1));
    const block = await anvil.publicClient.getBlock({ blockNumber: BigInt(last.number) });
    expect(last).toEqual({ number: last.number, hash: block.hash, parentHash: block.parentHash });
  });

  it('polls when no WebSocket URL is configured', async () => {
    const f = start({ pollIntervalMs: 50 });
    const before = await head();
    await anvil.testClient.mine({ blocks: 1 });
    await expect.poll(() => heads.at(-1)?.number).toBe(before + 1);
    expect(f.mode).toBe('poll');
  });

  it('falls back to polling when the WebSocket cannot connect', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const f = start({ wsUrl: `ws://127.0.0.1:${port}`, pollIntervalMs: 50 });
    const before = await head();
    await anvil.testClient.mine({ blocks: 1 });
    await expect.poll(() => heads.at(-1)?.number).toBe(before + 1);
    expect(f.mode).toBe('poll');
  });

  it('reports each head once', async () => {
    start({ pollIntervalMs: 20 });
    await anvil.testClient.mine({ blocks: 1 });
    await expect.poll(() => heads.length).toBeGreaterThan(0);
    // Heads are reported in order: once the next block's is in, a repeat of the first would be
    // too, after many polls that each saw the first as the latest head.
    const first = heads.length;
    const next = (await head()) + 1;
    await anvil.testClient.mine({ blocks: 1 });
    await expect.poll(() => heads.at(-1)?.number).toBe(next);
    expect(heads.length).toBeGreaterThan(first);
    expect(new Set(heads.map((h) => h.hash)).size).toBe(heads.length);
  });
});

describe('pollIntervalFor', () => {
  it('polls at half the block time, within bounds', () => {
    expect(pollIntervalFor(12_000)).toBe(5_000);
    expect(pollIntervalFor(2_000)).toBe(1_000);
    expect(pollIntervalFor(450)).toBe(250);
  });
});
