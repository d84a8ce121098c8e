import { eq } from 'drizzle-orm';
import { formatBaseUnits } from '@incasso/shared/money';
import { users } from '#server/db/schema/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';
import { CSV_COLUMNS } from './transactions-export.ts';

describe('GET /api/transactions/export', () => {
  let ctx: TestApp;
  let premium: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    premium = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(() => ctx.close());

  const exportCsv = (merchant: TestMerchant, query = '?format=csv') =>
    ctx.app.inject({
      url: `/api/transactions/export${query}`,
      headers: { cookie: merchant.cookie },
    });
  const linesOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);

  it('streams every matching transaction as a CSV download a spreadsheet opens', async () => {
    const paid = await buildPaidPayment(ctx, premium, {
      fiatAmount: '12.34',
      fiatCurrency: 'EUR',
      orderId: '=HYPERLINK("https://evil.example","click")',
    });
    await buildPaidPayment(ctx, premium, { fiatAmount: '99' });

    const response = await exportCsv(premium);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="incasso-transactions-\d{8}T\d{6}Z\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(body.slice(1).split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));

    const lines = linesOf(body);
    expect(lines).toHaveLength(2);
    const line = lines.find((text) => text.includes(paid.txHash));
    const date = line?.slice(0, 24) ?? '';
    expect(new Date(date).toISOString()).toBe(date);
    expect(line?.slice(24)).toBe(
      [
        '',
        '"Pending"',
        '12.34',
        '"EUR"',
        // 50 bps of 12.34 is 6.17 cents, rounded half-up.
        '0.06',
        '12.28',
        '"ethereum"',
        '"USDT"',
        // What was paid, to the coin's last decimal.
        formatBaseUnits(BigInt(paid.payment.amountBaseUnits), paid.payment.decimals),
        `"${paid.txHash}"`,
        `"'=HYPERLINK(""https://evil.example"",""click"")"`,
        `"${paid.payer}"`,
        // Nothing refunded.
        '0.00',
        '0',
      ].join(','),
    );
  });

  it('writes Excel in Italian on request, with a formula after a semicolon defused', async () => {
    // Issue 18 §5: 'x;=1+1' went out unquoted; Italian Excel splits on ';' and ran '=1+1'.
    const shop = await buildMerchant(ctx, { planId: 'premium' });
    await ctx.db.update(users).set({ timeZone: 'Europe/Rome' }).where(eq(users.id, shop.user.id));
    const paid = await buildPaidPayment(ctx, shop, {
      fiatAmount: '1234.5',
      fiatCurrency: 'EUR',
      orderId: 'x;=1+1',
    });

    const response = await exportCsv(shop, '?format=excel-it');
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(';'));
    const cells = lines[1]?.split(';') ?? [];
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(2, 4)).toEqual(['1234,50', '"EUR"']);
    expect(lines[1]).toContain(`;"${paid.txHash}";"x;'=1+1";`);
    // The default stays RFC 4180, with the same cell defused.
    const standard = linesOf((await exportCsv(shop)).body)[0];
    expect(standard).toContain(`,"x;'=1+1",`);
  });

  it('applies the list filters and sort', async () => {
    const shop = await buildMerchant(ctx, { planId: 'premium' });
    for (const amount of ['3', '1', '2']) await buildPaidPayment(ctx, shop, { fiatAmount: amount });
    const amounts = async (query: string) =>
      linesOf((await exportCsv(shop, `?format=csv${query}`)).body).map(
        (line) => line.split(',')[2],
      );
    expect(await amounts('&sort=amount_asc')).toEqual(['1.00', '2.00', '3.00']);
    expect(await amounts('&sort=amount_desc&min=1.5')).toEqual(['3.00', '2.00']);
    expect(await amounts('&chain=polygon')).toEqual([]);
  });

  it('writes only the header when nothing matches', async () => {
    const empty = await buildMerchant(ctx, { planId: 'premium' });
    const response = await exportCsv(empty);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  });

  it.each([
    ['', 'format'],
    ['?format=xlsx', 'format'],
    ['?format=csv&min=9&max=1', 'max'],
    ['?format=csv&to=0000-01-01', 'to'],
  ])('answers 400 for %j before writing anything', async (query, field) => {
    const response = await exportCsv(premium, query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe('plan gating of the transactions routes', () => {
  let ctx: TestApp;
  const merchants = {} as Record<'free' | 'plus' | 'premium', TestMerchant>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    for (const plan of ['free', 'plus', 'premium'] as const) {
      merchants[plan] = await buildMerchant(ctx, { planId: plan });
    }
  });
  afterAll(() => ctx.close());

  it.each([
    ['free', '/api/transactions', 403],
    ['plus', '/api/transactions', 200],
    ['premium', '/api/transactions', 200],
    ['free', '/api/transactions/export?format=csv', 403],
    ['plus', '/api/transactions/export?format=csv', 403],
    ['premium', '/api/transactions/export?format=csv', 200],
  ] as const)('%s: GET %s → %i', async (plan, url, status) => {
    const response = await ctx.app.inject({ url, headers: { cookie: merchants[plan].cookie } });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().error).toBe('planRequired');
  });

  it.each(['/api/transactions', '/api/transactions/export?format=csv'])(
    'refuses %s without a session (401), before reading the query',
    async (url) => {
      const response = await ctx.app.inject(`${url}${url.includes('?') ? '&' : '?'}min=x`);
      expect(response.statusCode).toBe(401);
    },
  );
});
