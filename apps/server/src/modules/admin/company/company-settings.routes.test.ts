import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, CompanySettings } from '@incasso/shared/admin';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, randomAddress } from '#test/factories/payments.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('/api/admin/company-settings', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
  });
  afterAll(() => ctx.close());

  const put = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/company-settings',
      headers: sessionHeaders(adminCookie),
      payload,
    });

  it('starts without a platform account, so plans cannot be bought yet', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/company-settings',
      headers: sessionHeaders(adminCookie),
    });
    expect(response.json<CompanySettings>()).toEqual({
      companyName: 'Incasso',
      companyDetails: '',
      platformAccount: null,
      wallets: [],
    });
  });

  it("sets the legal data and billing's receiving wallets, audited", async () => {
    const platform = await buildMerchant(ctx);
    const response = await put({
      companyName: 'Incasso srl',
      companyDetails: 'Via Roma 1, Milano, IT00159560366',
      platformUserId: platform.user.id,
      walletIds: [platform.wallet.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CompanySettings>()).toMatchObject({
      companyName: 'Incasso srl',
      platformAccount: { id: platform.user.id, email: platform.user.email },
      wallets: [{ id: platform.wallet.id, chain: 'ethereum', receiving: true }],
    });
    // Billing sees the same wallets: a checkout now finds where to be paid.
    expect(await ctx.modules.billing.platform.chains()).toEqual(['ethereum']);
    const trail = (
      await ctx.app.inject({
        url: '/api/admin/audit?action=company.update',
        headers: sessionHeaders(adminCookie),
      })
    ).json<AuditList>();
    expect(trail.items[0]).toMatchObject({
      before: { companyName: 'Incasso', platformUserId: null, walletIds: [] },
      after: { companyName: 'Incasso srl', walletIds: [platform.wallet.id] },
    });
  });

  it('refuses a wallet the platform account does not hold, and two on one chain, changing nothing', async () => {
    const platform = await buildMerchant(ctx);
    const stranger = await buildMerchant(ctx);
    const foreign = await put({
      companyName: 'Other',
      companyDetails: '',
      platformUserId: platform.user.id,
      walletIds: [stranger.wallet.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('walletNotPlatforms');

    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets',
      headers: sessionHeaders(platform.cookie),
      payload: {
        name: 'Two',
        address: randomAddress(),
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt'],
      },
    });
    const twice = await put({
      companyName: 'Other',
      companyDetails: '',
      platformUserId: platform.user.id,
      walletIds: [platform.wallet.id, second.json<{ id: string }>().id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('oneWalletPerChain');

    const missing = await put({
      companyName: 'Other',
      companyDetails: '',
      platformUserId: '0195f1c4-7a3e-7000-8000-00000000abcd',
      walletIds: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('platformAccountNotFound');

    const current = await ctx.app.inject({
      url: '/api/admin/company-settings',
      headers: sessionHeaders(adminCookie),
    });
    expect(current.json<CompanySettings>().companyName).toBe('Incasso srl');
  });
});
