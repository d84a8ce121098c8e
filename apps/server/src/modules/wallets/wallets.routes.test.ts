import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import { payments } from '#server/db/schema/payments.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';

const lower = `0x${'ab12'.repeat(10)}`;
const checksummed = getAddress(lower);
/** The checksummed address with one letter's case flipped: a typo the checksum catches. */
const badChecksum = checksummed.replace(/[a-f]/, (c) => c.toUpperCase());

describe('wallets routes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const user = await buildUser(ctx.db);
    userId = user.id;
    cookie = await signIn(ctx.app, user);
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    as = cookie,
  ) => ctx.app.inject({ method, url, payload, headers: sessionHeaders(as) });
  const create = (body: object, as = cookie) =>
    call(
      'POST',
      '/api/wallets',
      { name: 'Main', chainId: 'ethereum', acceptedCurrencyIds: ['usdt'], ...body },
      as,
    );

  it('creates, lists, renames and deletes a wallet, address stored checksummed', async () => {
    const created = await create({ address: lower, acceptedCurrencyIds: ['usdt', 'eth', 'usdt'] });
    expect(created.statusCode).toBe(201);
    const wallet = created.json();
    expect(wallet).toEqual({
      id: expect.any(String),
      name: 'Main',
      address: checksummed,
      chainId: 'ethereum',
      acceptedCurrencyIds: ['usdt', 'eth'],
      createdAt: expect.any(String),
    });
    expect((await call('GET', '/api/wallets')).json()).toEqual([wallet]);
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).json().walletCount,
    ).toBe(1);

    const renamed = await call('PATCH', `/api/wallets/${wallet.id}`, {
      name: ' Till ',
      acceptedCurrencyIds: ['dai'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Till',
      acceptedCurrencyIds: ['dai'],
      address: checksummed,
    });

    expect((await call('DELETE', `/api/wallets/${wallet.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/wallets')).json()).toEqual([]);
  });

  it("tells the account's owner of each wallet added, and of none refused", async () => {
    const owner = await buildUser(ctx.db);
    const ownerCookie = await signIn(ctx.app, owner);
    const address = getAddress(`0x${'ef56'.repeat(10)}`);
    expect((await create({ name: 'Bar', address }, ownerCookie)).statusCode).toBe(201);
    expect((await create({ name: 'Again', address }, ownerCookie)).statusCode).toBe(409);

    const notices = await createNotificationsRepository(ctx.db).listForUser(owner.id);
    expect(notices).toMatchObject([
      { key: 'security.walletAdded', params: { name: 'Bar', address }, color: 'warning' },
    ]);
  });

  it('accepts an all-upper-case address and a correct checksum, refuses a wrong one', async () => {
    const upper = `0x${'CD34'.repeat(10)}`;
    const fromUpper = await create({ address: upper });
    expect(fromUpper.statusCode).toBe(201);
    expect(fromUpper.json().address).toBe(getAddress(upper));
    expect((await create({ address: getAddress(`0x${'9f'.repeat(20)}`) })).statusCode).toBe(201);

    const wrong = await create({ address: badChecksum });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'invalidInput',
      fields: { address: 'invalidAddress' },
    });
    for (const address of ['0x1234', 'not an address', `${lower}00`]) {
      expect((await create({ address })).json().fields).toEqual({ address: 'invalidAddress' });
    }
  });

  it('refuses a currency the chain does not carry', async () => {
    const response = await create({
      address: lower,
      chainId: 'polygon',
      acceptedCurrencyIds: ['usdt', 'bnb'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ acceptedCurrencyIds: 'currencyNotOnChain' });
  });

  it('refuses bad names and empty currency lists with a key per field', async () => {
    const response = await create({ address: lower, name: '  ', acceptedCurrencyIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'nameRequired',
      acceptedCurrencyIds: 'currencyRequired',
    });
    expect((await create({ address: lower, name: 'x'.repeat(51) })).json().fields).toEqual({
      name: 'nameTooLong',
    });
    expect((await create({ address: lower, chainId: 'solana' })).statusCode).toBe(400);
  });

  it('answers 409 walletExists for the same address on the same chain, in any case', async () => {
    const address = `0x${'77'.repeat(20)}`;
    expect((await create({ address })).statusCode).toBe(201);
    const again = await create({ address: address.toUpperCase().replace('0X', '0x') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('walletExists');
    expect((await create({ address, chainId: 'bsc' })).statusCode).toBe(201);
  });

  it('answers 401 without a session, before reading the body', async () => {
    expect((await ctx.app.inject({ url: '/api/wallets' })).statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another user's wallet and leaves it alone", async () => {
    const other = await buildUser(ctx.db);
    const theirs = (
      await create({ address: `0x${'42'.repeat(20)}` }, await signIn(ctx.app, other))
    ).json();
    expect((await call('PATCH', `/api/wallets/${theirs.id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    const deleted = await call('DELETE', `/api/wallets/${theirs.id}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error).toBe('notFound');
    expect((await call('GET', '/api/wallets')).json()).not.toContainEqual(
      expect.objectContaining({ id: theirs.id }),
    );
    expect((await call('PATCH', '/api/wallets/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
  });

  it('refuses to delete a wallet with an open request, allows it once the request ended', async () => {
    const wallet = (await create({ address: `0x${'5a'.repeat(20)}` })).json();
    await ctx.db.insert(payments).values({
      userId,
      walletId: wallet.id,
      chain: 'ethereum',
      address: wallet.address,
      currency: 'usdt',
      decimals: 6,
      amountBaseUnits: 1_000_000n,
      fiatCents: 86,
      fiatCurrency: 'EUR',
      rate: '0.86',
      rateSource: 'demo',
      feeBps: 100,
      requiredConfirmations: 12,
      expiresAt: new Date(Date.now() + 60_000),
      monitorUntil: new Date(Date.now() + 120_000),
    });
    const refused = await call('DELETE', `/api/wallets/${wallet.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'walletHasOpenPayments',
      message: expect.stringContaining('open'),
    });

    await ctx.modules.payments.expireDue(new Date(Date.now() + 61_000));
    expect((await call('DELETE', `/api/wallets/${wallet.id}`)).statusCode).toBe(204);
  });
});
