import type { MerchantAuditEntry } from '@incasso/shared/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildPlatform } from '#test/factories/billing.ts';
import { buildMember } from '#test/factories/members.ts';
import { createInvoice, saveItalianFiscalData } from '#test/factories/invoices.ts';
import {
  buildMerchant,
  randomAddress,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';

// Issue 23: the merchant's own audit log lists the sensitive actions of every member, not only
// the team's changes: who (name and email), when, what.

describe('the merchant’s audit log of sensitive actions', () => {
  let ctx: TestApp;
  let shop: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp();
    shop = await buildMerchant(ctx, {
      planId: 'premium',
      accountType: 'business',
      displayName: 'Bottega Rossi',
    });
  });
  afterAll(() => ctx.close());

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: sessionHeaders(cookie) });
  const ok = async (...args: Parameters<typeof call>) => {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const log = async () => {
    const response = await call(shop.cookie, 'GET', '/api/team/audit');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ entries: MerchantAuditEntry[] }>().entries;
  };

  it('names the member who added, changed and removed wallets, keys, endpoints, fiscal data and invoices', async () => {
    const dev = await buildMember(ctx, shop.user.id, 'developer', { displayName: 'Dario Dev' });
    const manager = await buildMember(ctx, shop.user.id, 'manager', { displayName: 'Sara' });

    const wallet = (
      await ok(shop.cookie, 'POST', '/api/wallets', {
        name: 'Cassa 2',
        address: randomAddress(),
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt'],
      })
    ).json<{ id: string; address: string }>();
    await ok(shop.cookie, 'PATCH', `/api/wallets/${wallet.id}`, { name: 'Cassa due' });
    await ok(shop.cookie, 'DELETE', `/api/wallets/${wallet.id}`);

    const key = (
      await ok(dev.cookie, 'POST', '/api/developer/keys', {
        name: 'Gestionale',
        scopes: ['payments:read'],
      })
    ).json<{ id: string }>();
    await ok(dev.cookie, 'DELETE', `/api/developer/keys/${key.id}`);
    const hook = (
      await ok(dev.cookie, 'POST', '/api/developer/webhooks', {
        url: 'https://hooks.example.com/incasso',
        eventTypes: ['payment.confirmed'],
      })
    ).json<{ id: string }>();
    await ok(dev.cookie, 'PATCH', `/api/developer/webhooks/${hook.id}`, { enabled: false });
    await ok(dev.cookie, 'DELETE', `/api/developer/webhooks/${hook.id}`);

    await saveItalianFiscalData(ctx, shop);
    const draft = await createInvoice(ctx, shop);
    await ok(manager.cookie, 'POST', `/api/invoices/${draft.id}/send`);
    const voided = (await ok(manager.cookie, 'POST', `/api/invoices/${draft.id}/void`)).json<{
      number: string;
      creditNoteNumber: string;
    }>();

    // What failed is not recorded: an unknown key, a wallet that is gone.
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(dev.cookie, 'DELETE', `/api/developer/keys/${missing}`)).statusCode).toBe(
      404,
    );
    expect((await call(shop.cookie, 'DELETE', `/api/wallets/${wallet.id}`)).statusCode).toBe(404);

    const entries = (await log()).reverse();
    const said = entries
      .filter((entry) => !entry.action.startsWith('member.'))
      .map((entry) => [entry.action, entry.actor, entry.subject]);
    expect(said).toEqual([
      // The first wallet, made as the merchant was built.
      ['wallet.added', shop.user.email, 'Till'],
      ['wallet.added', shop.user.email, 'Cassa 2'],
      ['wallet.changed', shop.user.email, 'Cassa due'],
      ['wallet.removed', shop.user.email, 'Cassa due'],
      ['apiKey.created', dev.person.email, 'Gestionale'],
      ['apiKey.revoked', dev.person.email, 'Gestionale'],
      ['webhook.created', dev.person.email, 'https://hooks.example.com/incasso'],
      ['webhook.changed', dev.person.email, 'https://hooks.example.com/incasso'],
      ['webhook.deleted', dev.person.email, 'https://hooks.example.com/incasso'],
      ['fiscal.changed', shop.user.email, null],
      ['invoice.voided', manager.person.email, voided.number],
    ]);
    const removed = entries.find((entry) => entry.action === 'wallet.removed');
    expect(removed?.details).toMatchObject({ address: wallet.address, chain: 'ethereum' });
    expect(entries.find((entry) => entry.action === 'apiKey.created')).toMatchObject({
      actorName: 'Dario Dev',
      details: { scopes: 'payments:read' },
    });
    expect(entries.find((entry) => entry.action === 'webhook.changed')?.details).toMatchObject({
      enabled: 'false',
    });
    expect(entries.find((entry) => entry.action === 'invoice.voided')?.details).toEqual({
      creditNote: voided.creditNoteNumber,
    });
  });

  it('records the plan change the owner starts', async () => {
    await buildPlatform(ctx);
    await ok(shop.cookie, 'POST', '/api/billing/upgrade', { planId: 'plus', interval: 'yearly' });
    const [latest] = await log();
    expect(latest).toMatchObject({
      action: 'plan.upgradeStarted',
      actor: shop.user.email,
      details: { plan: 'plus', interval: 'yearly' },
    });
  });

  it('is the owner’s to read: the developer who acted cannot', async () => {
    const dev = await buildMember(ctx, shop.user.id, 'developer');
    const refused = await call(dev.cookie, 'GET', '/api/team/audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('roleForbidden');
  });
});
