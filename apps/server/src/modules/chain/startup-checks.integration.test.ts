import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import { deployTestToken } from '#test/erc20/deploy-test-token.ts';
import { RpcUnavailableError } from './chain-errors.ts';
import { createRpcClient } from './rpc-client.ts';
import { verifyChainId, verifyTokenDecimals } from './startup-checks.ts';
import { defined } from '#test/defined.ts';

describe('start-up checks on anvil', () => {
  let anvil: Anvil;
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 56 });
  });
  afterAll(() => anvil.stop());

  it('watches only tokens whose decimals() matches the registry', async () => {
    const rpc = createRpcClient({ urls: [anvil.rpcUrl] });
    // A BSC USDT as one public list has it: 6 decimals, while the contract says 18.
    const usdt = await deployTestToken(anvil, { name: 'Tether USD', symbol: 'USDT', decimals: 18 });
    const usdc = await deployTestToken(anvil, { name: 'USD Coin', symbol: 'USDC', decimals: 18 });
    const nothing = '0x000000000000000000000000000000000000dEaD';
    const verified = await verifyTokenDecimals({
      rpc,
      chain: 'bsc',
      log,
      tokens: [
        { currency: 'usdt', address: usdt, decimals: 6 },
        { currency: 'usdc', address: usdc, decimals: 18 },
        { currency: 'dai', address: nothing, decimals: 18 },
      ],
    });
    expect(verified).toEqual([{ currency: 'usdc', address: usdc, decimals: 18 }]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'token decimals() differs from the registry: not watching this token',
        currency: 'usdt',
        expected: 6,
        actual: 18,
      }),
      expect.objectContaining({
        level: 50,
        msg: 'token decimals() cannot be read: not watching this token',
        currency: 'dai',
      }),
    ]);
  });

  it('throws rather than drop every token when no node answers', async () => {
    const rpc = createRpcClient({ urls: ['http://127.0.0.1:9'], rounds: 1, timeoutMs: 1_000 });
    const tokens = [
      { currency: 'usdc' as const, address: defined(anvil.accounts[0]), decimals: 18 },
    ];
    await expect(verifyTokenDecimals({ rpc, chain: 'bsc', log, tokens })).rejects.toBeInstanceOf(
      RpcUnavailableError,
    );
  });

  it('refuses a node that serves another chain', async () => {
    const rpc = createRpcClient({ urls: [anvil.rpcUrl] });
    await expect(verifyChainId(rpc, 'bsc', 56)).resolves.toBeUndefined();
    await expect(verifyChainId(rpc, 'ethereum', 1)).rejects.toThrow(
      'ethereum: the RPC serves chain id 56, the configuration says 1',
    );
  });
});
