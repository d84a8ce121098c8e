import { randomUUID } from 'node:crypto';
import { applyChainOverrides, type ChainOverrides } from '@incasso/shared/chain-overrides';
import type { PaymentStatusUpdate } from '@incasso/shared/events';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentRequest } from '@incasso/shared/payments';
import { erc20Abi, getAddress, type Address, type Hash, type Hex } from 'viem';
import { startAnvilChain, type AnvilChain } from '../anvil-chain.ts';
import { buildTestApp } from '../build-test-app.ts';
import { defined } from '../defined.ts';
import { connectSocket, listen, type TestSocket } from '../socket-client.ts';
import { testConfig } from '../test-config.ts';
import { buildApp, type AppDependencies, type AppModules } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Config } from '#server/config.ts';
import { buildMerchant } from './payments.ts';

// The chain watcher's integration tests: anvil standing in for `ethereum` (automine off, blocks
// mined by the test), the real app listening with its watcher on, a merchant's socket that
// records every `payment:status_update`, and a payer holding test USDT (6), DAI (18) and ETH.

export const CONFIRMATIONS = 3;
const DEADLINE_MS = 10_000;

/** Anvil as `ethereum` with 3 confirmations and a 1 s block time (heads polled every 0.5 s). */
export async function startWatchedChain(
  extra: ChainOverrides['ethereum'] = {},
): Promise<AnvilChain> {
  const env = await startAnvilChain({ automine: false });
  const overrides = { ethereum: { confirmations: CONFIRMATIONS, blockTimeMs: 1_000, ...extra } };
  return { ...env, registry: applyChainOverrides(overrides, env.registry) };
}

export const watcherDeps = (env: { registry: AppDependencies['registry'] }): AppDependencies => ({
  registry: env.registry,
  chainWatcher: { chains: ['ethereum'], lockRetryMs: 200, retry: { baseMs: 100, maxMs: 1_000 } },
});

/** Another app on the same database (another process, as far as the watcher lock can tell). */
export function buildSecondApp(database: DatabaseHandle, deps: AppDependencies) {
  return buildApp(testConfig(), { ...deps, database });
}

export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  deadlineMs = DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The app with its watcher on `env`, listening, once the watcher has processed a block. */
export async function startWatchedApp(env: AnvilChain, config: Partial<Config> = {}) {
  const ctx = await buildTestApp({ config, deps: watcherDeps(env) });
  const baseUrl = await listen(ctx.app);
  await until(() => ctx.modules.chain.watchers.status('ethereum').tip !== null, 'the watcher');
  return { ...ctx, baseUrl };
}

/**
 * The whole stage of a watcher suite: the chain, the watched app, a merchant accepting
 * `currencies` on `ethereum`, and that merchant's socket recording every status update.
 */
export async function startWatchedMerchant(options: {
  currencies: CurrencyId[];
  chain?: ChainOverrides['ethereum'];
  /**
   * Empty blocks mined before the watcher starts at the head: the blocks it processes then hold
   * none of the chain's set-up (the tokens' deployment), which a reorg of them all would undo.
   */
  minedBefore?: number;
}) {
  const env = await startWatchedChain(options.chain);
  if (options.minedBefore) await mine(env, options.minedBefore);
  const ctx = await startWatchedApp(env);
  const merchant = await buildMerchant(ctx, { currencies: options.currencies });
  const socket = await connectSocket(ctx.baseUrl, { cookie: merchant.cookie });
  const updates = recordUpdates(socket);
  return {
    env,
    ctx,
    merchant,
    socket,
    updates,
    async close() {
      socket.close();
      await ctx.close();
      await env.anvil.stop();
    },
  };
}

/** Every status update of the payments this socket watches, by payment id. */
export function recordUpdates(socket: TestSocket) {
  const seen = new Map<string, PaymentStatusUpdate[]>();
  socket.on('payment:status_update', (update) => {
    seen.set(update.paymentId, [...(seen.get(update.paymentId) ?? []), update]);
  });
  return {
    of: (payment: { id: string }) => seen.get(payment.id) ?? [],
    statuses: (payment: { id: string }) => (seen.get(payment.id) ?? []).map((u) => u.status),
    /**
     * Resolves once every update the server sent before now has arrived: Socket.IO keeps one
     * connection's messages in order, and leaving a room nobody joined sends nothing else.
     */
    async flush() {
      await socket.emitWithAck('unwatch:payment', { paymentId: randomUUID() });
    },
    async watch(payment: PaymentRequest) {
      const ack = await socket.emitWithAck('watch:payment', { paymentId: payment.id });
      if (!ack.ok) throw new Error(`cannot watch ${payment.id}: ${ack.error}`);
      await until(() => seen.has(payment.id), 'the status on watch');
    },
  };
}

/** Sends from the payer into the mempool (automine is off): the next mined block holds it. */
export function payerOf(env: AnvilChain) {
  const wallet = defined(env.anvil.walletClients[1], 'the payer');
  return {
    token: (token: Address, to: string, amount: bigint): Promise<Hash> =>
      wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [getAddress(to), amount],
      }),
    native: (to: string, value: bigint): Promise<Hash> =>
      wallet.sendTransaction({ to: getAddress(to), value }),
  };
}

// Chains whose clock a reorg or a revert left behind: set to now right before their next
// block, not when the reorg was made, as the test may mine seconds later on a loaded machine
// and every later block would stay that far behind (see `resumeClock`).
const clockBehind = new WeakSet<AnvilChain['anvil']>();

export async function mine(env: AnvilChain, blocks = 1): Promise<void> {
  if (clockBehind.delete(env.anvil)) await resumeClock(env);
  await env.anvil.testClient.mine({ blocks });
}

/**
 * Back to `snapshot`, the blocks after it gone as in a reorg. Anvil winds its clock back to the
 * snapshot's block too, so the blocks mined next would carry times long past, which no real
 * chain does (and a payment in them would seem older than its request): the clock is set to
 * now again.
 */
export async function revertChain(env: AnvilChain, snapshot: Hex): Promise<void> {
  await env.anvil.testClient.revert({ id: snapshot });
  clockBehind.add(env.anvil);
}

/** Waits until the watcher has processed anvil's head and its updates reached `updates`. */
export async function caughtUp(
  env: AnvilChain,
  { modules }: { modules: Pick<AppModules, 'chain'> },
  updates: { flush(): Promise<void> },
): Promise<void> {
  const head = Number(await env.anvil.publicClient.getBlockNumber());
  await until(() => modules.chain.watchers.status('ethereum').tip === head, `block ${head}`);
  await updates.flush();
}

/**
 * `anvil_reorg`: replaces the last `depth` blocks with as many new empty ones, the height
 * unchanged; anvil drops what they held (it does not go back to the mempool).
 */
export async function reorgChain(env: AnvilChain, depth: number): Promise<void> {
  const answer = await fetch(env.anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_reorg', params: [depth, []] }),
  });
  const body = (await answer.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`anvil_reorg: ${body.error.message}`);
  clockBehind.add(env.anvil);
}

/**
 * After `anvil_reorg` or a revert, anvil stamps the next block with the reorg's time (or the
 * snapshot's) and every later one as far behind: the chain falls seconds behind the requests
 * made next, and their transfers look older than them (issue 18's rule then leaves them
 * unmatched, rightly). A real chain's clock goes on. The next block's time moves anvil's clock
 * for the ones after it as well.
 */
async function resumeClock(env: AnvilChain): Promise<void> {
  const head = await env.anvil.publicClient.getBlock();
  const now = BigInt(Math.floor(Date.now() / 1_000));
  await env.anvil.testClient.setNextBlockTimestamp({
    timestamp: now > head.timestamp ? now : head.timestamp + 1n,
  });
}
