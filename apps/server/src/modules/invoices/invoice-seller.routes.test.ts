import type { Invoice, InvoiceList, InvoiceSettingsView } from '@incasso/shared/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalProfiles } from '#server/db/schema/fiscal-profiles.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  buildSeller,
  createInvoice,
  invoiceCall,
  ITALIAN_SELLER,
} from '#test/factories/invoices.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';

// Issue 20: an invoice is issued only by a seller whose fiscal data name the VAT number and the
// legal address; the settings say what is missing, the real next number and the usual terms.
describe('the seller of an invoice', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => new Date('2027-01-15T10:00:00Z') } });
  });
  afterAll(() => ctx.close());

  const call = (who: TestMerchant, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    invoiceCall(ctx, who.cookie, method, url, body);
  const settings = async (who: TestMerchant) =>
    (await call(who, 'GET', '/api/invoices/settings')).json<InvoiceSettingsView>();

  it('refuses to issue without the fiscal data, naming what is missing', async () => {
    const business = await buildMerchant(ctx, { planId: 'plus', accountType: 'business' });
    expect(await settings(business)).toMatchObject({
      sellerGaps: ['companyName', 'vatNumber', 'address'],
      fatturapaAvailable: false,
    });
    const draft = await createInvoice(ctx, business);
    const refused = await call(business, 'POST', `/api/invoices/${draft.id}/send`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'sellerFiscalDataIncomplete',
      fields: {
        'seller.companyName': 'required',
        'seller.vatNumber': 'required',
        'seller.address': 'required',
      },
    });
    // Nothing was issued: the draft keeps no number and no pay link.
    expect(
      (await call(business, 'GET', `/api/invoices/${draft.id}`)).json<Invoice>(),
    ).toMatchObject({ status: 'draft', number: null, paymentId: null });

    const saved = await call(business, 'PUT', '/api/user/fiscal', ITALIAN_SELLER);
    expect(saved.statusCode).toBe(200);
    expect((await settings(business)).sellerGaps).toEqual([]);
    const sent = await call(business, 'POST', `/api/invoices/${draft.id}/send`);
    expect(sent.json<Invoice>()).toMatchObject({ status: 'sent', number: '2027/0001' });
  });

  it('refuses a private account, and an address saved as one line until it is completed', async () => {
    const person = await buildMerchant(ctx, { planId: 'plus' });
    expect((await settings(person)).sellerGaps).toEqual(['businessAccount']);
    const theirs = await createInvoice(ctx, person);
    const refused = await call(person, 'POST', `/api/invoices/${theirs.id}/send`);
    expect(refused.json()).toMatchObject({
      error: 'sellerFiscalDataIncomplete',
      fields: { 'seller.businessAccount': 'required' },
    });

    // What migration 0027 leaves of an address it could not split: the street alone.
    const legacy = await buildSeller(ctx);
    await ctx.db
      .update(fiscalProfiles)
      .set({ street: 'Via Roma 1, Milano', postalCode: null, city: null, province: null })
      .where(eq(fiscalProfiles.userId, legacy.user.id));
    expect(await settings(legacy)).toMatchObject({
      sellerGaps: ['address'],
      fatturapaGaps: ['address'],
    });
    const draft = await createInvoice(ctx, legacy);
    expect((await call(legacy, 'POST', `/api/invoices/${draft.id}/send`)).json()).toMatchObject({
      fields: { 'seller.address': 'required' },
    });
  });

  it('previews the real next number and keeps the usual payment terms', async () => {
    const seller = await buildSeller(ctx);
    expect(await settings(seller)).toMatchObject({
      paymentTermsDays: 30,
      next: { year: 2027, progressive: 1 },
    });
    for (let i = 0; i < 2; i++) {
      const draft = await createInvoice(ctx, seller);
      await call(seller, 'POST', `/api/invoices/${draft.id}/send`);
    }
    expect((await settings(seller)).next).toEqual({ year: 2027, progressive: 3 });

    const saved = await call(seller, 'PUT', '/api/invoices/settings', {
      numberFormat: '{YYYY}/{NNNN}',
      paymentTermsDays: 60,
    });
    expect(saved.json()).toMatchObject({ paymentTermsDays: 60, numberFormat: '{YYYY}/{NNNN}' });
    // Saving the format alone keeps the terms.
    await call(seller, 'PUT', '/api/invoices/settings', { numberFormat: 'FT{NNNN}' });
    expect(await settings(seller)).toMatchObject({
      paymentTermsDays: 60,
      numberFormat: 'FT{NNNN}',
    });
    for (const paymentTermsDays of [-1, 366, 1.5]) {
      const bad = await call(seller, 'PUT', '/api/invoices/settings', {
        numberFormat: 'FT{NNNN}',
        paymentTermsDays,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('paymentTermsDays');
    }
  });

  it('lists credit notes, the latest first, apart from the invoices', async () => {
    const seller = await buildSeller(ctx);
    const voided: Invoice[] = [];
    for (let i = 0; i < 2; i++) {
      const draft = await createInvoice(ctx, seller);
      await call(seller, 'POST', `/api/invoices/${draft.id}/send`);
      voided.push((await call(seller, 'POST', `/api/invoices/${draft.id}/void`)).json<Invoice>());
    }
    const open = await createInvoice(ctx, seller);
    await call(seller, 'POST', `/api/invoices/${open.id}/send`);

    const creditNotes = (
      await call(seller, 'GET', '/api/invoices?kind=creditNotes')
    ).json<InvoiceList>();
    expect(creditNotes.items.map((i) => [i.creditNoteNumber, i.creditNoteDate])).toEqual([
      ['NC-2027/0002', '2027-01-15'],
      ['NC-2027/0001', '2027-01-15'],
    ]);
    const invoices = (await call(seller, 'GET', '/api/invoices')).json<InvoiceList>();
    expect(invoices.items).toHaveLength(3);
    expect((await call(seller, 'GET', '/api/invoices?kind=notes')).statusCode).toBe(400);
  });
});
