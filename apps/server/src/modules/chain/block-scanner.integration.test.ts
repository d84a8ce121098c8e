import { nativeCurrencyOn, tokenContractsOn } from '@incasso/shared/chains';
import { erc20Abi, parseEther, type Address, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvilChain, type AnvilChain } from '#test/anvil-chain.ts';
import { createAddressSet } from './address-set.ts';
import { createBlockScanner, type BlockScanner } from './block-scanner.ts';
import { createRpcClient, type RpcClient } from './rpc-client.ts';
import { defined } from '#test/defined.ts';

const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('block scanner on anvil', () => {
  let env: AnvilChain;
  let rpc: RpcClient;
  let scanner: BlockScanner;
  const merchantA = randomAddress();
  const merchantB = randomAddress();
  const stranger = randomAddress();
  let firstBlock: number;
  let lastBlock: number;
  let reverted: Hash;

  async function send(tx: Promise<Hash>) {
    const hash = await tx;
    return env.anvil.publicClient.waitForTransactionReceipt({ hash });
  }

  beforeAll(async () => {
    env = await startAnvilChain();
    rpc = createRpcClient({ urls: [env.anvil.rpcUrl] });
    scanner = createBlockScanner({
      chain: env.chain,
      rpc,
      tokens: tokenContractsOn(env.chain, env.registry),
      nativeCurrency: nativeCurrencyOn(env.chain, env.registry),
    });
    const wallet = defined(env.anvil.walletClients[1]);
    const pay = (token: Address, to: Address, amount: bigint) =>
      send(
        wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      );
    firstBlock = Number(
      (await send(wallet.sendTransaction({ to: merchantA, value: parseEther('1.5') }))).blockNumber,
    );
    await pay(env.usdt, merchantB, 25_000_000n);
    await pay(env.dai, merchantA, parseEther('3'));
    await send(wallet.sendTransaction({ to: stranger, value: parseEther('1') }));
    await pay(env.usdt, stranger, 7_000_000n);
    // The token contract has no payable function: value sent to it reverts, yet stays in the block.
    const failed = await send(
      wallet.sendTransaction({ to: env.usdt, value: parseEther('2'), gas: 100_000n }),
    );
    expect(failed.status).toBe('reverted');
    reverted = failed.transactionHash;
    lastBlock = Number(failed.blockNumber);
  });

  afterAll(() => env.anvil.stop());

  it('finds native, 6- and 18-decimal token transfers to watched addresses only', async () => {
    const watched = createAddressSet([merchantA, merchantB, env.usdt]);
    const result = await scanner.scan({ fromBlock: firstBlock, toBlock: lastBlock }, watched);
    expect(
      result.transfers.map(({ currency, to, from, amount, token }) => ({
        currency,
        to,
        from,
        amount,
        token,
      })),
    ).toEqual([
      { currency: 'eth', to: merchantA, from: env.payer, amount: parseEther('1.5'), token: null },
      { currency: 'usdt', to: merchantB, from: env.payer, amount: 25_000_000n, token: env.usdt },
      { currency: 'dai', to: merchantA, from: env.payer, amount: parseEther('3'), token: env.dai },
    ]);
    expect(result.transfers.map((t) => t.txHash)).not.toContain(reverted);
  });

  it('reports where each transfer sits in the chain', async () => {
    const result = await scanner.scan(
      { fromBlock: firstBlock, toBlock: lastBlock },
      createAddressSet([merchantB]),
    );
    const [transfer] = result.transfers;
    const block = await env.anvil.publicClient.getBlock({
      blockNumber: BigInt(defined(transfer).blockNumber),
    });
    expect(transfer).toMatchObject({ chain: 'ethereum', blockHash: block.hash, logIndex: 0 });
    expect(result.blockTimes.get(Number(block.number))).toEqual(
      new Date(Number(block.timestamp) * 1_000),
    );
    expect(result.blockTimes.size).toBe(lastBlock - firstBlock + 1);
    expect(result.blocks.map((b) => b.number)).toEqual(
      Array.from({ length: lastBlock - firstBlock + 1 }, (_, i) => firstBlock + i),
    );
    expect(result.blocks[1]?.parentHash).toBe(result.blocks[0]?.hash);
  });

  it('makes the same calls per block for 1 and for 1,000 watched addresses', async () => {
    const range = { fromBlock: firstBlock, toBlock: lastBlock };
    const many = createAddressSet([merchantA, ...Array.from({ length: 999 }, randomAddress)]);
    rpc.resetCallCounts();
    await scanner.scan(range, createAddressSet([merchantA]));
    const withOne = rpc.callCounts();
    rpc.resetCallCounts();
    const result = await scanner.scan(range, many);
    expect(many.size).toBe(1_000);
    expect(rpc.callCounts()).toEqual(withOne);
    expect(withOne).toEqual({
      eth_getBlockByNumber: lastBlock - firstBlock + 1,
      eth_getLogs: 1,
      // One receipt per transfer to a watched address, here the 1.5 ETH and a token transfer.
      eth_getTransactionReceipt: 2,
    });
    expect(result.transfers).toHaveLength(2);
  });

  it('finds several transfers in one busy block', async () => {
    const { anvil } = env;
    const wallet = defined(anvil.walletClients[1]);
    await anvil.testClient.setAutomine(false);
    const hashes = [
      await wallet.sendTransaction({ to: merchantA, value: 1n }),
      await wallet.writeContract({
        address: env.usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [merchantA, 1n],
      }),
      await wallet.writeContract({
        address: env.usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [merchantB, 2n],
      }),
    ];
    await anvil.testClient.mine({ blocks: 1 });
    await anvil.testClient.setAutomine(true);
    const receipt = await anvil.publicClient.waitForTransactionReceipt({
      hash: defined(hashes[2]),
    });
    const block = Number(receipt.blockNumber);
    const result = await scanner.scan(
      { fromBlock: block, toBlock: block },
      createAddressSet([merchantA, merchantB]),
    );
    expect(result.transfers.map((t) => [t.currency, t.to, t.amount])).toEqual([
      ['eth', merchantA, 1n],
      ['usdt', merchantA, 1n],
      ['usdt', merchantB, 2n],
    ]);
  });
});
