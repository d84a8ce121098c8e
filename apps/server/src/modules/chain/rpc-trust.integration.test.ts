import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import type { PaymentStatus } from '@incasso/shared/events';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { Refund, RefundList } from '@incasso/shared/refunds';
import { and, eq } from 'drizzle-orm';
import { erc20Abi, numberToHex, pad, type Address } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { domainEvents } from '#server/db/schema/domain-events.ts';
import { payments } from '#server/db/schema/payments.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import { startAnvil, type Anvil } from '#test/anvil.ts';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { defined } from '#test/defined.ts';
import {
  rpcResult,
  startJsonRpcServer,
  type JsonRpcCall,
  type JsonRpcServer,
} from '#test/json-rpc-server.ts';
import {
  buildMerchant,
  buildPayment,
  randomTxHash,
  type TestMerchant,
} from '#test/factories/payments.ts';
import {
  caughtUp,
  mine,
  payerOf,
  recordUpdates,
  startWatchedApp,
  startWatchedChain,
  until,
} from '#test/factories/watcher.ts';
import { connectSocket } from '#test/socket-client.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { TRANSFER_TOPIC } from './transfers.ts';

// No single RPC is trusted blindly (issue 25 §4, issue 18 §7): a JSON-RPC proxy in front of
// anvil lies in one way per test, or a second anvil disagrees on every block, and no payment
// is ever CONFIRMED from what only one source says, nor lost because one source dropped it.

type WatchedApp = Awaited<ReturnType<typeof startWatchedApp>>;

/** Sends `call` (as changed by `edit`) to `url` and returns the node's result. */
async function ask(url: string, call: Pick<JsonRpcCall, 'method' | 'params'>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...call }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

const isLatestHead = (call: JsonRpcCall) =>
  call.method === 'eth_getBlockByNumber' && call.params[0] === 'latest';

// Each test starts its own chain and app: a minute each on a loaded machine.
describe('chain watcher on anvil: no single RPC is trusted blindly', { timeout: 90_000 }, () => {
  let env: AnvilChain;
  let ctx: WatchedApp;
  let proxy: JsonRpcServer;
  let other: Anvil | undefined;
  let merchant: TestMerchant;
  let closeSocket: () => void;
  let updates: ReturnType<typeof recordUpdates>;

  /** Anvil behind `proxy` (first) and, unless `alone`, anvil itself second; heads polled. */
  async function stage(
    handler: (call: JsonRpcCall, anvilUrl: string) => Promise<{ raw: string } | null>,
    options: { alone?: boolean; second?: string } = {},
  ) {
    env = await startWatchedChain();
    const anvilUrl = env.anvil.rpcUrl;
    proxy = await startJsonRpcServer(
      async (call) => (await handler(call, anvilUrl)) ?? { forward: anvilUrl },
    );
    const urls = options.alone ? [proxy.url] : [proxy.url, options.second ?? anvilUrl];
    env = {
      ...env,
      registry: applyChainOverrides({ ethereum: { rpcHttp: urls, rpcWs: [] } }, env.registry),
    };
    ctx = await startWatchedApp(env);
    merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
    const socket = await connectSocket(ctx.baseUrl, { cookie: merchant.cookie });
    closeSocket = () => socket.close();
    updates = recordUpdates(socket);
  }

  afterEach(async () => {
    closeSocket();
    await ctx.close();
    await proxy.close();
    await env.anvil.stop();
    await other?.stop();
    other = undefined;
  });

  const request = async (fiatAmount: string) => {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount });
    await updates.watch(payment);
    return payment;
  };
  const statusOf = async (payment: PaymentRequest) =>
    (await ctx.modules.payments.payments.get(merchant.user.id, payment.id)).status;
  const becomes = (payment: PaymentRequest, status: PaymentStatus) =>
    until(async () => (await statusOf(payment)) === status, `${status} of ${payment.id}`);
  const watcher = () => ctx.modules.chain.watchers.status('ethereum');
  const disagreements = (kind: string) => watcher().disagreements.filter((d) => d.kind === kind);
  const confirmedEvents = (payment: PaymentRequest) =>
    ctx.db
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'payment.confirmed'), eq(domainEvents.aggregateId, payment.id)),
      );

  it('fails over from a URL whose head is 20 blocks stale to the fresh one', async () => {
    await stage(async (call, anvilUrl) => {
      if (!isLatestHead(call)) return null;
      const head = Number(await ask(anvilUrl, { method: 'eth_blockNumber', params: [] }));
      const stale = await ask(anvilUrl, {
        method: 'eth_getBlockByNumber',
        params: [numberToHex(Math.max(0, head - 20)), false],
      });
      return rpcResult(call, stale);
    });
    await mine(env, 25);
    const payment = await request('11');
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env, 3);
    await becomes(payment, 'CONFIRMED');

    const anvilHost = new URL(env.anvil.rpcUrl).host;
    expect(watcher().rpcHost).toBe(anvilHost);
    expect(watcher().rpcUrls).toEqual([
      { host: new URL(proxy.url).host, head: expect.any(Number), state: 'stale' },
      { host: anvilHost, head: expect.any(Number), state: 'fresh' },
    ]);
    expect(disagreements('staleHead')).toMatchObject([{ host: new URL(proxy.url).host }]);
  });

  it('finds a payment whose log the first URL dropped, by reading the address again from the second before the request expires', async () => {
    const dropped = new Set<string>();
    await stage(async (call, anvilUrl) => {
      if (call.method !== 'eth_getLogs' || dropped.size === 0) return null;
      const logs = (await ask(anvilUrl, call)) as { topics: string[] }[];
      return rpcResult(
        call,
        logs.filter((log) => !dropped.has(log.topics[2]?.toLowerCase() ?? '')),
      );
    });
    const payment = await request('12');
    dropped.add(pad(payment.address as Address).toLowerCase());
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env);
    await caughtUp(env, ctx, updates);
    expect(await statusOf(payment)).toBe('PENDING');

    // Due to expire within the minute: its address is read again from the second URL.
    await ctx.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() + 30_000) })
      .where(eq(payments.id, payment.id));
    let minedAt = 0;
    await until(async () => {
      if (Date.now() - minedAt > 300) {
        minedAt = Date.now();
        await mine(env);
      }
      return (await statusOf(payment)) === 'CONFIRMED';
    }, 'CONFIRMED from the log the first URL dropped');
    expect(disagreements('missedLog')).toMatchObject([{ host: new URL(proxy.url).host }]);
  });

  /**
   * A proxy handler that adds a Transfer log of `target` to every eth_getLogs answer while it is
   * set, in the last block asked for, from a transaction that does not exist; while `receipt`
   * is set, it also answers that transaction's receipt as if it did.
   */
  function fabricating(
    target: { from?: string; to?: string; amount?: bigint },
    options: { receipt?: boolean } = {},
  ) {
    const txHash = randomTxHash();
    let fake: object | undefined;
    return async (call: JsonRpcCall, anvilUrl: string) => {
      if (
        options.receipt &&
        call.method === 'eth_getTransactionReceipt' &&
        call.params[0] === txHash
      ) {
        return fake ? rpcResult(call, { ...fake, status: '0x1', logs: [fake] }) : null;
      }
      if (call.method !== 'eth_getLogs' || !target.to || target.amount === undefined) return null;
      const logs = (await ask(anvilUrl, call)) as object[];
      const [filter] = call.params as [
        { blockHash?: string; fromBlock?: string; toBlock?: string },
      ];
      const block = (await ask(anvilUrl, {
        method: filter.blockHash ? 'eth_getBlockByHash' : 'eth_getBlockByNumber',
        params: [filter.blockHash ?? filter.toBlock, false],
      })) as { number: string; hash: string };
      fake ??= {
        address: env.usdt.toLowerCase(),
        topics: [
          TRANSFER_TOPIC,
          pad((target.from ?? env.payer) as Address).toLowerCase(),
          pad(target.to as Address).toLowerCase(),
        ],
        data: pad(numberToHex(target.amount)),
        blockNumber: block.number,
        blockHash: block.hash,
        transactionHash: txHash,
        transactionIndex: '0x0',
        logIndex: '0x40',
        removed: false,
      };
      // Only in answers whose range holds the block it claims.
      const at = Number((fake as { blockNumber: string }).blockNumber);
      const from = Number(filter.fromBlock ?? block.number);
      if (at < from || at > Number(block.number)) return rpcResult(call, logs);
      return rpcResult(call, [...logs, fake]);
    };
  }

  it('never credits a fabricated Transfer log that no transaction holds', async () => {
    const target: { to?: string; amount?: bigint } = {};
    await stage(fabricating(target), { alone: true });
    const payment = await request('13');
    Object.assign(target, { to: payment.address, amount: BigInt(payment.amountBaseUnits) });
    await mine(env, 5);
    await caughtUp(env, ctx, updates);
    Object.assign(target, { to: undefined });
    await mine(env, 3);
    await caughtUp(env, ctx, updates);

    expect(await statusOf(payment)).toBe('PENDING');
    expect(updates.statuses(payment)).toEqual(['PENDING']);
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id)),
    ).toEqual([]);
    expect(await confirmedEvents(payment)).toEqual([]);
    expect(disagreements('refutedTransfer').length).toBeGreaterThan(0);
  });

  it('never confirms a transfer whose log and receipt only the first URL shows', async () => {
    const target: { to?: string; amount?: bigint } = {};
    await stage(fabricating(target, { receipt: true }));
    const payment = await request('15');
    Object.assign(target, { to: payment.address, amount: BigInt(payment.amountBaseUnits) });
    await mine(env);
    await becomes(payment, 'DETECTED');
    Object.assign(target, { to: undefined });
    await mine(env, 6);
    await caughtUp(env, ctx, updates);

    expect(await statusOf(payment)).toBe('CONFIRMING');
    expect(updates.statuses(payment)).not.toContain('CONFIRMED');
    expect(await confirmedEvents(payment)).toEqual([]);
    expect(disagreements('refutedTransfer')).toMatchObject([
      { host: new URL(env.anvil.rpcUrl).host },
    ]);
  });

  it('never confirms from a block the second URL does not have (two nodes on different chains)', async () => {
    other = await startAnvil({ chainId: 31337, automine: false });
    await stage(async () => null, { second: other.rpcUrl });
    const both = async (blocks: number) => {
      await mine(env, blocks);
      await other?.testClient.mine({ blocks });
    };
    // The same height on both, so that neither is taken for stale.
    const height = Number(await env.anvil.publicClient.getBlockNumber());
    await other.testClient.mine({
      blocks: height - Number(await other.publicClient.getBlockNumber()),
    });

    const payment = await request('14');
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await both(1);
    await becomes(payment, 'DETECTED');
    await both(6);
    await caughtUp(env, ctx, updates);

    expect(await statusOf(payment)).toBe('CONFIRMING');
    expect(updates.statuses(payment)).not.toContain('CONFIRMED');
    expect(await confirmedEvents(payment)).toEqual([]);
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id)),
    ).toMatchObject([{ status: 'Pending' }]);
    expect(disagreements('blockHash')).toMatchObject([{ host: new URL(other.rpcUrl).host }]);
  });

  /** A confirmed payment of 20 USDT and a 5 USDT refund asked for it; its refund's now. */
  async function refundAsked() {
    const payment = await request('20');
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env, 6);
    await becomes(payment, 'CONFIRMED');
    const refunds = `/api/payments/${payment.id}/refunds`;
    const headers = sessionHeaders(merchant.cookie);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: refunds,
      headers,
      payload: { amount: '5' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const refund = asked.json<Refund>();
    const now = async () =>
      (await ctx.app.inject({ url: refunds, headers }))
        .json<RefundList>()
        .items.find((item) => item.id === refund.id);
    return { refund, now };
  }

  /** The first URL shows the merchant's wallet sending the refund (its log) until it is SENT. */
  async function fakeRefundTransfer(
    target: { from?: string; to?: string; amount?: bigint },
    { refund, now }: Awaited<ReturnType<typeof refundAsked>>,
  ) {
    Object.assign(target, { from: refund.fromAddress, to: refund.toAddress, amount: 5_000_000n });
    await mine(env);
    await until(async () => (await now())?.status === 'SENT', 'the refund SENT');
    Object.assign(target, { to: undefined });
  }

  it('never confirms a refund whose outgoing transfer only the first URL shows', async () => {
    const target: { from?: string; to?: string; amount?: bigint } = {};
    await stage(fabricating(target, { receipt: true }));
    const asked = await refundAsked();
    await fakeRefundTransfer(target, asked);
    await mine(env, 6);
    await caughtUp(env, ctx, updates);

    expect(await asked.now()).toMatchObject({ status: 'SENT', confirmedAt: null });
    expect(disagreements('refutedTransfer')).toMatchObject([
      { host: new URL(env.anvil.rpcUrl).host },
    ]);
  });

  it('takes a refund back to PENDING once no source holds its transfer, and a real transfer then settles it', async () => {
    const target: { from?: string; to?: string; amount?: bigint } = {};
    const faking = { receipt: true };
    await stage(fabricating(target, faking));
    const asked = await refundAsked();
    await fakeRefundTransfer(target, asked);
    // The first URL no longer shows the receipt either: no source holds the transfer.
    faking.receipt = false;
    await mine(env, 6);
    await until(async () => (await asked.now())?.status === 'PENDING', 'the refund PENDING again');
    expect(await asked.now()).toMatchObject({ txHash: null, confirmations: 0, sentAt: null });
    expect(disagreements('refutedTransfer').length).toBeGreaterThan(0);

    // The merchant's wallet (a random address: anvil lets the test send as it) sends it.
    const from = asked.refund.fromAddress as Address;
    await env.anvil.testClient.impersonateAccount({ address: from });
    await env.anvil.testClient.setBalance({ address: from, value: 10n ** 18n });
    const txHash = await defined(env.anvil.walletClients[0], 'a wallet').writeContract({
      account: from,
      address: env.usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [asked.refund.toAddress as Address, 5_000_000n],
    });
    await mine(env, 6);
    await until(async () => (await asked.now())?.status === 'CONFIRMED', 'the refund CONFIRMED');
    expect(await asked.now()).toMatchObject({ txHash });
  });
});
