import { CHAINS, tokenContractsOn } from '@incasso/shared/chains';
import { getAddress, type Address, type Hash } from 'viem';
import { startAnvil, type Anvil } from '../../apps/server/test/anvil.ts';
import { deployTestToken } from '../../apps/server/test/erc20/deploy-test-token.ts';
import { testTokenAbi } from '../../apps/server/test/erc20/test-token.artifact.ts';
import { startSmtpCapture, type SmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { startWebhookReceiver } from '../../apps/server/test/webhook-receiver.ts';

/** The chain and coin the chaos bench pays with: USDC on a local Polygon. */
export const CHAOS_CHAIN = 'polygon';
export const CHAOS_CURRENCY = 'usdc';
export const CONFIRMATIONS = 2;
export const BLOCK_SECONDS = 1;

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/**
 * What outlives the server in a chaos run: a local Polygon (anvil with chain id 137, a block
 * every second) whose USDC contract sits at the real USDC address, so the server runs with its
 * production registry and only RPC_URL_POLYGON pointing here; an SMTP capture; a webhook
 * receiver. Each trial gets its own, and a fresh database: anvil, after about 2,000 blocks, was
 * seen to stop serving the blocks one `anvil_reorg` replaced (3 of 4 long-lived worlds on
 * 2026-11-28), which stalls any watcher at the hole.
 */
export interface ChaosWorld {
  anvil: Anvil;
  usdc: Address;
  payer: Address;
  smtp: SmtpCapture;
  receiver: WebhookReceiver;
  /** Sends `amount` base units of USDC from the payer to `to`; resolves once mined. */
  pay(to: Address, amount: bigint): Promise<{ hash: Hash; blockNumber: bigint }>;
  blockTime(blockNumber: number): Promise<number>;
  /** The hash of the canonical block at that height now. */
  blockHash(blockNumber: number): Promise<string>;
  /**
   * `anvil_reorg`: the last `depth` blocks replaced by as many empty ones, the height kept. What
   * they held is gone (anvil drops it): a payer's wallet sends it again (`isMined`, `pay`).
   */
  reorg(depth: number): Promise<void>;
  /** Whether the transaction is on the chain now. */
  isMined(hash: Hash): Promise<boolean>;
  /** Heights below the head the node does not serve (anvil lost them; no server can go on). */
  missingBlocks(): Promise<number[]>;
  serverEnv(): NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export async function startChaosWorld(): Promise<ChaosWorld> {
  const anvil = await startAnvil({ chainId: CHAINS[CHAOS_CHAIN].evmChainId });
  const smtp = await startSmtpCapture();
  const receiver = await startWebhookReceiver();
  try {
    const contract = tokenContractsOn(CHAOS_CHAIN).find((t) => t.currency === CHAOS_CURRENCY);
    if (!contract) throw new Error(`no ${CHAOS_CURRENCY} on ${CHAOS_CHAIN}`);
    const payer = anvil.accounts[1];
    const wallet = anvil.walletClients[1];
    if (!payer || !wallet) throw new Error('anvil has no second account');
    // The test token's code (its decimals are immutable, so in the code) at the real address.
    const deployed = await deployTestToken(anvil, {
      name: 'USD Coin (chaos)',
      symbol: 'USDC',
      decimals: contract.decimals,
    });
    const code = await anvil.publicClient.getCode({ address: deployed });
    if (!code) throw new Error('the test token has no code');
    const usdc = getAddress(contract.address);
    await anvil.testClient.setCode({ address: usdc, bytecode: code });
    const mint = await wallet.writeContract({
      address: usdc,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [payer, 10n ** 15n],
    });
    await anvil.publicClient.waitForTransactionReceipt({ hash: mint });
    // From now on a block every second, transfers or not, as on a live chain.
    await anvil.testClient.setAutomine(false);
    await anvil.testClient.setIntervalMining({ interval: BLOCK_SECONDS });

    const blockTimes = new Map<number, number>();
    return {
      anvil,
      usdc,
      payer,
      smtp,
      receiver,
      async pay(to, amount) {
        const hash = await wallet.writeContract({
          address: usdc,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
        });
        const receipt = await anvil.publicClient.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`transfer ${hash} reverted`);
        return { hash, blockNumber: receipt.blockNumber };
      },
      async isMined(hash) {
        return anvil.publicClient
          .getTransactionReceipt({ hash })
          .then(() => true)
          .catch(() => false);
      },
      async missingBlocks() {
        const head = Number(await anvil.publicClient.getBlockNumber());
        const missing: number[] = [];
        for (let height = 0; height <= head; height++) {
          const block = await anvil.publicClient
            .getBlock({ blockNumber: BigInt(height) })
            .catch(() => null);
          if (!block) missing.push(height);
        }
        return missing;
      },
      async blockHash(blockNumber) {
        const block = await anvil.publicClient.getBlock({ blockNumber: BigInt(blockNumber) });
        return block.hash;
      },
      async reorg(depth) {
        const answer = await fetch(anvil.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_reorg',
            params: [depth, []],
          }),
        });
        const body = (await answer.json()) as { error?: { message: string } };
        if (body.error) throw new Error(`anvil_reorg: ${body.error.message}`);
        // The replaced blocks have times of their own.
        blockTimes.clear();
        // Anvil would stamp every later block with the reorg's time; a real chain's clock goes on.
        const head = await anvil.publicClient.getBlock();
        const now = BigInt(Math.floor(Date.now() / 1_000));
        await anvil.testClient.setNextBlockTimestamp({
          timestamp: now > head.timestamp ? now : head.timestamp + 1n,
        });
      },
      async blockTime(blockNumber) {
        const known = blockTimes.get(blockNumber);
        if (known !== undefined) return known;
        const block = await anvil.publicClient.getBlock({ blockNumber: BigInt(blockNumber) });
        const ms = Number(block.timestamp) * 1000;
        blockTimes.set(blockNumber, ms);
        return ms;
      },
      serverEnv: () => ({
        WATCH_CHAINS: CHAOS_CHAIN,
        RPC_URL_POLYGON: `${anvil.rpcUrl},${anvil.wsUrl}`,
        CONFIRMATIONS_POLYGON: String(CONFIRMATIONS),
        SMTP_URL: smtp.url,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        PRICE_PROVIDERS: 'fixed',
        INCASSO_ROLE: 'all',
        LOG_LEVEL: 'warn',
      }),
      async stop() {
        await receiver.close();
        await smtp.close();
        await anvil.stop();
      },
    };
  } catch (error) {
    await receiver.close();
    await smtp.close();
    await anvil.stop();
    throw error;
  }
}
