import { nativeCurrencyOn, tokenContractsOn } from '@incasso/shared/chains';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilChain, type AnvilChain } from '#test/anvil-chain.ts';
import { createAddressSet } from './address-set.ts';
import { canonicalHashOver } from './block-headers.ts';
import { createBlockScanner, type BlockScanner } from './block-scanner.ts';
import { detectReorg, type BlockRef } from './reorg.ts';
import { createRpcClient, type RpcClient } from './rpc-client.ts';
import { defined } from '#test/defined.ts';

describe('reorg detection on anvil', () => {
  let env: AnvilChain;
  let rpc: RpcClient;
  let scanner: BlockScanner;
  const merchant = privateKeyToAccount(generatePrivateKey()).address;
  const watched = createAddressSet([merchant]);

  const head = async () => Number(await env.anvil.publicClient.getBlockNumber());
  const pay = async (value: bigint) => {
    const hash = await defined(env.anvil.walletClients[1]).sendTransaction({ to: merchant, value });
    return env.anvil.publicClient.waitForTransactionReceipt({ hash });
  };

  beforeAll(async () => {
    env = await startAnvilChain();
    rpc = createRpcClient({ urls: [env.anvil.rpcUrl] });
    scanner = createBlockScanner({
      chain: env.chain,
      rpc,
      tokens: tokenContractsOn(env.chain, env.registry),
      nativeCurrency: nativeCurrencyOn(env.chain, env.registry),
    });
  });
  afterAll(() => env.anvil.stop());

  it('finds the common ancestor after a snapshot is reverted and other blocks are mined', async () => {
    const { testClient } = env.anvil;
    const ancestor = await head();
    const snapshot = await testClient.snapshot();
    await pay(parseEther('1'));
    await testClient.mine({ blocks: 2 });
    // Processed up to the old tip, with the payment detected in the first block above the ancestor.
    const before = await scanner.scan({ fromBlock: 0, toBlock: await head() }, watched);
    expect(before.transfers).toHaveLength(1);
    const processed: BlockRef[] = before.blocks;

    await testClient.revert({ id: snapshot });
    await pay(parseEther('0.25'));
    await testClient.mine({ blocks: 3 });

    // The next block after the old tip now belongs to another fork: its parent is unknown.
    const tip = defined(processed.at(-1));
    const next = await scanner.scan(
      { fromBlock: tip.number + 1, toBlock: tip.number + 1 },
      watched,
    );
    expect(next.blocks[0]?.parentHash).not.toBe(tip.hash);
    const reorg = await detectReorg(processed, defined(next.blocks[0]), canonicalHashOver(rpc));
    expect(reorg).toEqual({
      commonAncestor: processed.find((b) => b.number === ancestor),
      rolledBack: { fromBlock: ancestor + 1, toBlock: tip.number },
    });

    // Rescanning from the ancestor finds the payment that replaced the rolled-back one.
    const rescan = await scanner.scan({ fromBlock: ancestor + 1, toBlock: await head() }, watched);
    expect(rescan.transfers.map((t) => t.amount)).toEqual([parseEther('0.25')]);
  });

  it('sees no reorg while the chain simply grows', async () => {
    const first = await scanner.scan({ fromBlock: 0, toBlock: await head() }, watched);
    await env.anvil.testClient.mine({ blocks: 1 });
    const tip = defined(first.blocks.at(-1));
    const next = await scanner.scan(
      { fromBlock: tip.number + 1, toBlock: tip.number + 1 },
      watched,
    );
    rpc.resetCallCounts();
    expect(
      await detectReorg(first.blocks, defined(next.blocks[0]), canonicalHashOver(rpc)),
    ).toBeNull();
    expect(rpc.callCounts()).toEqual({});
  });

  it('catches a reorg that keeps the height, seen as a new head of the same number', async () => {
    const { testClient } = env.anvil;
    const snapshot = await testClient.snapshot();
    await pay(1n);
    const processed = (await scanner.scan({ fromBlock: 0, toBlock: await head() }, watched)).blocks;
    await testClient.revert({ id: snapshot });
    await pay(2n);
    const top = await head();
    const [sameHeight] = (await scanner.scan({ fromBlock: top, toBlock: top }, watched)).blocks;
    if (!sameHeight) throw new Error('no block at the head');
    expect(sameHeight.number).toBe(defined(processed.at(-1)).number);
    const reorg = await detectReorg(processed, sameHeight, canonicalHashOver(rpc));
    expect(reorg?.rolledBack).toEqual({ fromBlock: sameHeight.number, toBlock: sameHeight.number });
  });
});
