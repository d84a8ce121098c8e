import { nativeCurrencyOn, tokenContractsOn } from '@incasso/shared/chains';
import { erc20Abi, hexToNumber, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilChain, type AnvilChain } from '#test/anvil-chain.ts';
import { rpcError, startJsonRpcServer, type JsonRpcServer } from '#test/json-rpc-server.ts';
import { createAddressSet } from './address-set.ts';
import { createRangeSizer } from './block-range.ts';
import { createBlockScanner } from './block-scanner.ts';
import { scanNextRange } from './catch-up.ts';
import { createRpcClient } from './rpc-client.ts';
import { defined } from '#test/defined.ts';

type LogFilter = { fromBlock?: Hex; toBlock?: Hex; blockHash?: Hex };

describe('catch-up through a node that caps eth_getLogs ranges', () => {
  let env: AnvilChain;
  let node: JsonRpcServer;
  const merchant = privateKeyToAccount(generatePrivateKey()).address;
  const maxRange = 5;
  const paidInBlocks: number[] = [];
  let refusals = 0;

  beforeAll(async () => {
    env = await startAnvilChain();
    // BSC's wording, for ranges over five blocks; everything else goes to anvil.
    node = await startJsonRpcServer(async (call) => {
      const filter = call.params[0] as LogFilter | undefined;
      if (call.method === 'eth_getLogs' && filter?.fromBlock && filter.toBlock) {
        const size = hexToNumber(filter.toBlock) - hexToNumber(filter.fromBlock) + 1;
        if (size > maxRange) {
          refusals += 1;
          return rpcError(call, -32000, `exceed maximum block range: ${maxRange}`);
        }
      }
      return { forward: env.anvil.rpcUrl };
    });
    const wallet = defined(env.anvil.walletClients[1]);
    for (let i = 1n; i <= 4n; i += 1n) {
      const hash = await wallet.writeContract({
        address: env.usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [merchant, i * 1_000_000n],
      });
      const receipt = await env.anvil.publicClient.waitForTransactionReceipt({ hash });
      paidInBlocks.push(Number(receipt.blockNumber));
      await env.anvil.testClient.mine({ blocks: 6 });
    }
  });
  afterAll(async () => {
    await node.close();
    await env.anvil.stop();
  });

  it('shrinks the range until the node accepts it and misses no transfer', async () => {
    const rpc = createRpcClient({ urls: [node.url] });
    const scanner = createBlockScanner({
      chain: env.chain,
      rpc,
      tokens: tokenContractsOn(env.chain, env.registry),
      nativeCurrency: nativeCurrencyOn(env.chain, env.registry),
    });
    const sizer = createRangeSizer({ initial: 100, max: 100 });
    const head = Number(await env.anvil.publicClient.getBlockNumber());
    const found: number[] = [];
    const scanned: number[] = [];
    for (let from = 0; ;) {
      const result = await scanNextRange({
        scanner,
        sizer,
        fromBlock: from,
        head,
        watched: createAddressSet([merchant]),
      });
      if (!result) break;
      scanned.push(...result.blocks.map((b) => b.number));
      found.push(...result.transfers.map((t) => t.blockNumber));
      from = result.toBlock + 1;
    }
    // 100 → 50 → 25 → 12 → 6 refused, then 3 grows back to 5 and stays there.
    expect(refusals).toBe(5);
    expect(sizer.size).toBe(maxRange);
    expect(found).toEqual(paidInBlocks);
    expect(scanned).toEqual(Array.from({ length: head + 1 }, (_, i) => i));
  });

  it('pins the logs of a one-block scan by block hash', async () => {
    const rpc = createRpcClient({ urls: [node.url] });
    const scanner = createBlockScanner({
      chain: env.chain,
      rpc,
      tokens: tokenContractsOn(env.chain, env.registry),
      nativeCurrency: null,
    });
    const block = defined(paidInBlocks[0]);
    const result = await scanner.scan(
      { fromBlock: block, toBlock: block },
      createAddressSet([merchant]),
    );
    expect(result.transfers).toHaveLength(1);
    const logCall = node.calls.filter((c) => c.method === 'eth_getLogs').at(-1);
    expect(logCall?.params[0]).toMatchObject({ blockHash: result.blocks[0]?.hash });
    expect(logCall?.params[0]).not.toHaveProperty('fromBlock');
  });
});
