import { ownershipMessage, type Wallet } from '@incasso/shared/wallets';
import type { PaymentRequest, UnmatchedTransfer } from '@incasso/shared/payments';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeys } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import { blockTimesOf, buildPayment, transferFor, type TestApp } from '#test/factories/payments.ts';

// Issue 7, cross-tenant: a merchant who added another merchant's public receiving address as a
// wallet could read that merchant's unmatched transfers and assign them to their own requests.
// An address now has one holder per chain, and changes hands only with its key's signature.

describe('receiving address ownership', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function merchant() {
    const user = await buildUser(ctx.db);
    return { user, cookie: await signIn(ctx.app, user) };
  }
  type Merchant = Awaited<ReturnType<typeof merchant>>;

  const addWallet = (who: Merchant, address: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/wallets',
      headers: sessionHeaders(who.cookie),
      payload: {
        name: 'Till',
        address,
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt'],
        ...extra,
      },
    });
  const unmatched = async (who: Merchant) =>
    (
      await ctx.app.inject({ url: '/api/payments/unmatched', headers: { cookie: who.cookie } })
    ).json<UnmatchedTransfer[]>();
  const assign = (who: Merchant, paymentId: string, transferId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/assign`,
      headers: sessionHeaders(who.cookie),
      payload: { transferId },
    });
  const applyTransfers = (transfers: ReturnType<typeof transferFor>[]) =>
    ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyTransfers(tx, 'ethereum', transfers, {
        head: 100,
        blockTimes: blockTimesOf(transfers),
      }),
    );
  async function proof(key: PrivateKeyAccount, claimant: Merchant, issuedAt = new Date()) {
    const iso = issuedAt.toISOString();
    const message = ownershipMessage({
      address: key.address,
      chainId: 'ethereum',
      accountId: claimant.user.id,
      issuedAt: iso,
    });
    return { issuedAt: iso, signature: await key.signMessage({ message }) };
  }

  it("plays the attack: another merchant's address can be neither added nor read", async () => {
    const owner = await merchant();
    const attacker = await merchant();
    const ownerKey = privateKeyToAccount(generatePrivateKey());
    const ownerWallet = (await addWallet(owner, ownerKey.address)).json<Wallet>();
    // Two open requests and an amount that fits neither: the transfer stays unmatched.
    const ownerRequest = await buildPayment(ctx, { ...owner, wallet: ownerWallet }, {});
    await buildPayment(ctx, { ...owner, wallet: ownerWallet }, { fiatAmount: '40' });
    const stray = transferFor(ownerRequest, { amount: 30_000_000n });
    await applyTransfers([stray]);

    const squat = await addWallet(attacker, ownerKey.address.toLowerCase());
    expect(squat.statusCode).toBe(409);
    expect(squat.json()).toMatchObject({
      error: 'addressClaimed',
      fields: { address: 'addressClaimed' },
    });
    expect(await unmatched(attacker)).toEqual([]);
    const [strayRow] = await unmatched(owner);
    expect(strayRow).toMatchObject({ txHash: stray.txHash, address: ownerKey.address });

    const attackerKey = privateKeyToAccount(generatePrivateKey());
    const attackerWallet = (await addWallet(attacker, attackerKey.address)).json<Wallet>();
    const attackerRequest = await buildPayment(ctx, { ...attacker, wallet: attackerWallet }, {});
    const stolen = await assign(attacker, attackerRequest.id, strayRow?.id ?? '');
    expect(stolen.statusCode).toBe(404);
    expect(await unmatched(owner)).toHaveLength(1);
  });

  it('refuses a signature by another key, an expired one, or one made for another account', async () => {
    const holder = await merchant();
    const claimant = await merchant();
    const key = privateKeyToAccount(generatePrivateKey());
    expect((await addWallet(holder, key.address)).statusCode).toBe(201);

    const otherKey = privateKeyToAccount(generatePrivateKey());
    const cases = [
      { ...(await proof(otherKey, claimant)) },
      await proof(key, claimant, new Date(Date.now() - 16 * 60_000)),
      await proof(key, holder),
    ];
    for (const ownershipProof of cases) {
      const response = await addWallet(claimant, key.address, { ownershipProof });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalidProof',
        fields: { ownershipProof: 'invalidProof' },
      });
    }
    const malformed = await addWallet(claimant, key.address, {
      ownershipProof: { issuedAt: 'yesterday', signature: '0x1234' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("moves the address to whoever signs with its key; the squatter's unpaid requests end", async () => {
    const squatter = await merchant();
    const owner = await merchant();
    const key = privateKeyToAccount(generatePrivateKey());
    const squatted = (await addWallet(squatter, key.address)).json<Wallet>();
    const squatterRequest = await buildPayment(ctx, { ...squatter, wallet: squatted }, {});
    await buildPayment(ctx, { ...squatter, wallet: squatted }, { fiatAmount: '40' });
    const before = transferFor(squatterRequest, { amount: 30_000_000n });
    await applyTransfers([before]);

    const claimed = await addWallet(owner, key.address, {
      ownershipProof: await proof(key, owner),
    });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ address: key.address });

    const squatterWallets = await ctx.app.inject({
      url: '/api/wallets',
      headers: { cookie: squatter.cookie },
    });
    expect(squatterWallets.json()).toEqual([]);
    const ended = await ctx.app.inject({
      url: `/api/payments/${squatterRequest.id}`,
      headers: { cookie: squatter.cookie },
    });
    expect(ended.json<PaymentRequest>().status).toBe('CANCELLED');
    expect(await notificationKeys(ctx.db, squatter.user.id)).toContain('wallets.addressTakenOver');
    expect(await notificationKeys(ctx.db, owner.user.id)).toEqual(['security.walletAdded']);

    // What arrived while the squatter held the address stays theirs; what arrives now is the owner's.
    const after = transferFor(squatterRequest, { amount: 7_000_000n });
    await applyTransfers([after]);
    expect((await unmatched(squatter)).map((t) => t.txHash)).toEqual([before.txHash]);
    expect((await unmatched(owner)).map((t) => t.txHash)).toEqual([after.txHash]);
  });

  it('answers 409 walletExists when the holder adds their own address again', async () => {
    const holder = await merchant();
    const key = privateKeyToAccount(generatePrivateKey());
    expect((await addWallet(holder, key.address)).statusCode).toBe(201);
    const again = await addWallet(holder, key.address, {
      ownershipProof: await proof(key, holder),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'walletExists' });
  });
});
