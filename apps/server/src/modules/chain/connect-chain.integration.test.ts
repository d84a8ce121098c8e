import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilChain, type AnvilChain } from '#test/anvil-chain.ts';
import { defined } from '#test/defined.ts';
import { createAddressSet } from './address-set.ts';
import { connectChain } from './connect-chain.ts';

describe('connectChain on anvil', () => {
  let env: AnvilChain;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    env = await startAnvilChain({ chain: 'bsc', chainId: 56 });
  });
  afterAll(() => env.anvil.stop());

  it('checks the node, keeps the verified tokens and scans in the chain’s native coin', async () => {
    const connection = await connectChain({ registry: env.registry, chain: 'bsc', log });
    expect(connection.tokens.map((t) => t.currency).sort()).toEqual(['dai', 'usdt']);
    const merchant = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = defined(env.anvil.walletClients[1]);
    const hash = await wallet.sendTransaction({ to: merchant, value: parseEther('0.1') });
    const { blockNumber } = await env.anvil.publicClient.waitForTransactionReceipt({ hash });
    const block = Number(blockNumber);
    const result = await connection.scanner.scan(
      { fromBlock: block, toBlock: block },
      createAddressSet([merchant]),
    );
    expect(result.transfers).toMatchObject([
      { chain: 'bsc', currency: 'bnb', to: merchant, amount: parseEther('0.1') },
    ]);
    expect(await connection.canonicalHash(block)).toBe(result.blocks[0]?.hash);
  });

  it('refuses a node that serves another chain than configured', async () => {
    // A BSC node put in the Ethereum slot by mistake.
    const registry = applyChainOverrides({ ethereum: { rpcHttp: [env.anvil.rpcUrl] } });
    await expect(connectChain({ registry, chain: 'ethereum', log })).rejects.toThrow(
      'ethereum: the RPC serves chain id 56, the configuration says 1',
    );
  });
});
