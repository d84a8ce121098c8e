import type { Invoice, InvoiceList } from '@incasso/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { createInvoice, invoiceCall, invoiceInput, buildSeller } from '#test/factories/invoices.ts';
import { buildMember } from '#test/factories/members.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/invoices', () => {
  let ctx: TestApp;
  let clock = new Date('2027-01-15T10:00:00Z');
  let merchant: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => clock } });
    merchant = await buildSeller(ctx, { planId: 'plus', displayName: 'Bottega Rossi' });
    other = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(() => ctx.close());

  const call = (
    who: TestMerchant,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) => invoiceCall(ctx, who.cookie, method, url, body);
  const list = async (who: TestMerchant, query = '') =>
    (await call(who, 'GET', `/api/invoices${query}`)).json<InvoiceList>();

  it('answers 401 without a session and 403 planRequired on the Free plan', async () => {
    const anonymous = await ctx.app.inject({
      url: '/api/invoices',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.statusCode).toBe(401);
    const free = await buildMerchant(ctx, { planId: 'free' });
    const refused = await call(free, 'POST', '/api/invoices', invoiceInput(free));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
  });

  it('computes the totals on the server: nets per line, VAT once per rate', async () => {
    const invoice = await createInvoice(ctx, merchant, {
      lines: [
        // 3 × 0.33 = 0.99; 22% of the rate's 1.98 is 0.4356 → 0.44 (per line it would be 0.22 + 0.22).
        { description: 'A', quantityHundredths: 300, unitPriceCents: 33, vatRate: 22 },
        { description: 'B', quantityHundredths: 300, unitPriceCents: 33, vatRate: 22 },
        // 1.25 × 9.99 = 12.4875 → 12.49; 10% → 1.249 → 1.25.
        { description: 'C', quantityHundredths: 125, unitPriceCents: 999, vatRate: 10 },
        {
          description: 'D',
          quantityHundredths: 100,
          unitPriceCents: 5_000,
          vatRate: 0,
          natura: 'N2.2',
        },
      ],
    });
    expect(invoice.lines.map((l) => l.netCents)).toEqual([99, 99, 1249, 5000]);
    expect(invoice.vat).toEqual([
      { vatRate: 22, natura: null, taxableCents: 198, vatCents: 44 },
      { vatRate: 10, natura: null, taxableCents: 1249, vatCents: 125 },
      { vatRate: 0, natura: 'N2.2', taxableCents: 5000, vatCents: 0 },
    ]);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      subtotalCents: 6447,
      vatCents: 169,
      totalCents: 6616,
    });
    const sums = invoice.vat.reduce((s, g) => s + g.taxableCents + g.vatCents, 0);
    expect(sums).toBe(invoice.totalCents);
  });

  it.each([
    ['a NUL byte', { notes: 'ciao\u0000' }, 'invalidCharacters'],
    ['year 0000', { issueDate: '0000-01-31' }, 'invalidInput'],
    ['a due date before the issue', { dueDate: '2027-01-01' }, 'invalidInput'],
    ['an over-long note', { notes: 'x'.repeat(5_000) }, 'invalidInput'],
    ['no line', { lines: [] }, 'invalidInput'],
    [
      'a negative quantity',
      { lines: [{ description: 'x', quantityHundredths: -100, unitPriceCents: 1, vatRate: 22 }] },
      'invalidInput',
    ],
    [
      'an unknown VAT rate',
      { lines: [{ description: 'x', quantityHundredths: 100, unitPriceCents: 1, vatRate: 21 }] },
      'invalidInput',
    ],
    [
      '0% without Natura',
      { lines: [{ description: 'x', quantityHundredths: 100, unitPriceCents: 1, vatRate: 0 }] },
      'invalidInput',
    ],
    [
      'a Natura with VAT',
      {
        lines: [
          {
            description: 'x',
            quantityHundredths: 100,
            unitPriceCents: 1,
            vatRate: 22,
            natura: 'N1',
          },
        ],
      },
      'invalidInput',
    ],
    [
      'a float price',
      { lines: [{ description: 'x', quantityHundredths: 100, unitPriceCents: 1.5, vatRate: 22 }] },
      'invalidInput',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, change, key) => {
    const before = (await list(merchant)).items.length;
    const response = await call(merchant, 'POST', '/api/invoices', {
      ...invoiceInput(merchant),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect((await list(merchant)).items).toHaveLength(before);
  });

  it('names the field of a 0% line without Natura', async () => {
    const response = await call(merchant, 'POST', '/api/invoices', {
      ...invoiceInput(merchant),
      lines: [{ description: 'x', quantityHundredths: 100, unitPriceCents: 1, vatRate: 0 }],
    });
    expect(JSON.stringify(response.json().fields)).toContain('naturaRequired');
  });

  it('keeps each merchant’s invoices to themselves (404), and bad ids are 400', async () => {
    const mine = await createInvoice(ctx, merchant);
    for (const [method, url] of [
      ['GET', `/api/invoices/${mine.id}`],
      ['PATCH', `/api/invoices/${mine.id}`],
      ['DELETE', `/api/invoices/${mine.id}`],
      ['POST', `/api/invoices/${mine.id}/send`],
      ['POST', `/api/invoices/${mine.id}/void`],
      ['POST', `/api/invoices/${mine.id}/mark-paid`],
      ['GET', `/api/invoices/${mine.id}/pdf`],
      ['GET', `/api/invoices/${mine.id}/fatturapa`],
      ['GET', `/api/invoices/${SOME_ID}`],
    ] as const) {
      const body = method === 'PATCH' ? invoiceInput(other) : undefined;
      const response = await call(other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const foreignWallet = await call(merchant, 'POST', '/api/invoices', {
      ...invoiceInput(merchant),
      walletId: other.wallet.id,
    });
    expect(foreignWallet.statusCode).toBe(404);
    expect(foreignWallet.json().error).toBe('walletNotFound');
    expect((await call(merchant, 'GET', '/api/invoices/1%27--')).statusCode).toBe(400);
    expect((await list(other)).items.map((i) => i.id)).not.toContain(mine.id);
  });

  it('walks every transition and refuses the others', async () => {
    const draft = await createInvoice(ctx, merchant);
    const edited = await call(merchant, 'PATCH', `/api/invoices/${draft.id}`, {
      ...invoiceInput(merchant),
      notes: 'Modificata',
    });
    expect(edited.json<Invoice>().notes).toBe('Modificata');
    // A draft is neither paid nor voided: it is sent or deleted.
    expect((await call(merchant, 'POST', `/api/invoices/${draft.id}/mark-paid`)).json().error).toBe(
      'invoiceNotOpen',
    );
    expect((await call(merchant, 'POST', `/api/invoices/${draft.id}/void`)).statusCode).toBe(409);

    const sent = (await call(merchant, 'POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    expect(sent).toMatchObject({ status: 'sent', number: expect.stringMatching(/^2027\/\d{4}$/) });
    expect(sent.payUrl).toContain(`/pay/${sent.paymentId}`);
    for (const [method, url] of [
      ['PATCH', `/api/invoices/${draft.id}`],
      ['DELETE', `/api/invoices/${draft.id}`],
    ] as const) {
      const body = method === 'PATCH' ? invoiceInput(merchant) : undefined;
      const refused = await call(merchant, method, url, body);
      expect(refused.statusCode, `${method}`).toBe(409);
      expect(refused.json().error).toBe('invoiceNotDraft');
    }
    const paid = (
      await call(merchant, 'POST', `/api/invoices/${draft.id}/mark-paid`)
    ).json<Invoice>();
    expect(paid.status).toBe('paid');
    expect((await call(merchant, 'POST', `/api/invoices/${draft.id}/void`)).statusCode).toBe(409);
    expect((await call(merchant, 'POST', `/api/invoices/${draft.id}/send`)).json().error).toBe(
      'invoiceClosed',
    );

    // sent → overdue (the daily job) → void with a credit note; void is final.
    const late = await createInvoice(ctx, merchant, { dueDate: '2027-01-20' });
    await call(merchant, 'POST', `/api/invoices/${late.id}/send`);
    clock = new Date('2027-01-21T00:10:00Z');
    expect(await ctx.modules.invoices.runs.markOverdue()).toBeGreaterThanOrEqual(1);
    expect((await call(merchant, 'GET', `/api/invoices/${late.id}`)).json<Invoice>().status).toBe(
      'overdue',
    );
    const voided = (await call(merchant, 'POST', `/api/invoices/${late.id}/void`)).json<Invoice>();
    expect(voided).toMatchObject({ status: 'void', creditNoteNumber: 'NC-2027/0001' });
    // Its pay link can no longer be paid.
    const payLink = await ctx.app.inject({ url: `/api/pay/${voided.paymentId}` });
    expect(payLink.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await call(merchant, 'POST', `/api/invoices/${late.id}/mark-paid`)).statusCode).toBe(
      409,
    );
    expect((await call(merchant, 'POST', `/api/invoices/${late.id}/void`)).statusCode).toBe(409);

    // overdue → paid.
    const later = await createInvoice(ctx, merchant, {
      issueDate: '2027-01-21',
      dueDate: '2027-01-21',
    });
    await call(merchant, 'POST', `/api/invoices/${later.id}/send`);
    clock = new Date('2027-01-22T00:10:00Z');
    await ctx.modules.invoices.runs.markOverdue();
    const settled = await call(merchant, 'POST', `/api/invoices/${later.id}/mark-paid`);
    expect(settled.json<Invoice>().status).toBe('paid');

    const filtered = await list(merchant, '?status=paid');
    expect(filtered.items.every((i) => i.status === 'paid')).toBe(true);
    expect(filtered.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', outstandingCents: 0 }),
    ]);
  });

  it('names the member who issued it, and a reminder by someone else does not change it', async () => {
    const { person, cookie } = await buildMember(ctx, merchant.user.id, 'manager');
    const draft = await createInvoice(ctx, merchant);
    expect(draft.issuedBy).toBeNull();
    const sent = await call({ ...merchant, cookie }, 'POST', `/api/invoices/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Invoice>().issuedBy).toBe(person.email);
    await call(merchant, 'POST', `/api/invoices/${draft.id}/send`);
    const read = (await call(merchant, 'GET', `/api/invoices/${draft.id}`)).json<Invoice>();
    expect(read.issuedBy).toBe(person.email);
  });

  it('links a paid invoice’s transaction to its chain’s public explorer', async () => {
    const draft = await createInvoice(ctx, merchant);
    const sent = (await call(merchant, 'POST', `/api/invoices/${draft.id}/send`)).json<Invoice>();
    const txHash = `0x${'ab'.repeat(32)}`;
    // What the payment.confirmed listener does with a confirmed payment of the pay link.
    await ctx.modules.invoices.runs.paid(sent.paymentId ?? '', { txHash, chain: 'polygon' });
    const paid = (await call(merchant, 'GET', `/api/invoices/${draft.id}`)).json<Invoice>();
    expect(paid).toMatchObject({
      status: 'paid',
      txHash,
      explorerUrl: `https://polygonscan.com/tx/${txHash}`,
    });
  });

  it('numbers 20 concurrent issues without a gap or a duplicate', async () => {
    const numbered = await buildSeller(ctx, { planId: 'plus' });
    const drafts = await Promise.all(
      // Each to its own customer: one customer's budget is a handful of emails a day.
      Array.from({ length: 20 }, (_, i) =>
        createInvoice(ctx, numbered, {
          issueDate: '2028-03-01',
          dueDate: '2028-03-31',
          customer: { ...invoiceInput(numbered).customer, email: `customer-${i}@example.test` },
        }),
      ),
    );
    // The same draft twice at once, too: issued once.
    const responses = await Promise.all([
      ...drafts.map((d) => call(numbered, 'POST', `/api/invoices/${d.id}/send`)),
      call(numbered, 'POST', `/api/invoices/${drafts[0]?.id}/send`),
    ]);
    const numbers = (await list(numbered)).items.map((i) => i.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `2028/${String(i + 1).padStart(4, '0')}`),
    );
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(20);
  });

  it('uses the merchant’s number format and remembers customers', async () => {
    const formatted = await buildSeller(ctx, { planId: 'plus' });
    const saved = await call(formatted, 'PUT' as 'POST', '/api/invoices/settings', {
      numberFormat: 'F{NNN}-{YYYY}',
    });
    expect(saved.json()).toMatchObject({ numberFormat: 'F{NNN}-{YYYY}', fatturapaAvailable: true });
    const bad = await call(formatted, 'PUT' as 'POST', '/api/invoices/settings', {
      numberFormat: 'no number',
    });
    expect(bad.statusCode).toBe(400);
    const draft = await createInvoice(ctx, formatted);
    const sent = await call(formatted, 'POST', `/api/invoices/${draft.id}/send`);
    expect(sent.json<Invoice>().number).toBe('F001-2027');
    const customers = await call(formatted, 'GET', '/api/invoices/customers');
    expect(customers.json()).toEqual([expect.objectContaining({ name: 'Rossi S.r.l.' })]);
  });
});
