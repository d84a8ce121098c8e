import { randomUUID } from 'node:crypto';
import type { PaymentStatus } from '@incasso/shared/events';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { LineItem } from '@incasso/shared/pos';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { ProductRow } from '#server/db/schema/pos.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorKeyOf } from '#test/error-key.ts';
import type { PosRepository } from './pos.repository.ts';
import { createPosService } from './pos.service.ts';

// A sale at the till, branch by branch, on an in-memory repository and a payments port that
// stores what it is given: the tip must be one the till offers, products are the merchant's
// own, the request carries the cart's total and writes its lines in its own insert, and a
// receipt goes out only for a paid sale of the till.

const USER = randomUUID();
const NOW = new Date('2027-04-02T12:00:00Z');
const espresso = {
  id: randomUUID(),
  userId: USER,
  name: 'Espresso',
  priceCents: 150,
  currency: 'EUR',
  active: true,
} as Partial<ProductRow> as ProductRow;

function till(options: { tips?: number[] | null } = {}) {
  const lines = new Map<string, LineItem[]>();
  const requests: PaymentRequest[] = [];
  const mails: { to: string; subject: string }[] = [];
  const asked: string[][] = [];
  const repo = {
    tipPercents: async () => options.tips ?? null,
    insertLines: async (_tx: Database, paymentId: string, items: LineItem[]) =>
      void lines.set(paymentId, items),
    lines: async (paymentId: string) => lines.get(paymentId) ?? [],
    // The customer display's cart ends with the sale it became.
    dropCart: async () => undefined,
  };
  const pos = createPosService({
    repo: repo as Partial<PosRepository> as PosRepository,
    products: {
      findManyOwned: async (userId, ids) => {
        asked.push(ids);
        return userId === USER ? [espresso].filter((p) => ids.includes(p.id)) : [];
      },
    },
    payments: {
      async create(userId, input, sale) {
        const request = {
          id: randomUUID(),
          status: 'PENDING',
          source: sale?.source ?? 'request',
          fiatCents: input.fiatCents,
          fiatCurrency: input.fiatCurrency,
          currency: input.currency,
        } as Partial<PaymentRequest> as PaymentRequest;
        await sale?.withinInsert({} as Database, { id: request.id } as PaymentRow);
        requests.push(request);
        return request;
      },
      async get(userId, id) {
        const found = requests.find((request) => request.id === id);
        if (!found || userId !== USER) throw notFound();
        return found;
      },
      latestOfSource: async () => undefined,
    },
    transactions: { completedBySource: async () => [] },
    mail: {
      send: async (message) => {
        mails.push({ to: message.to, subject: message.subject });
        return 'queued';
      },
    } as Parameters<typeof createPosService>[0]['mail'],
    merchantName: async () => 'Bar Centrale',
    publicUrl: 'https://pay.example',
    now: () => NOW,
  });
  return { pos, lines, requests, mails, asked };
}

const sale = (tipPercent = 0) => ({
  walletId: randomUUID(),
  currency: 'usdc' as const,
  fiatCurrency: 'EUR' as const,
  lines: [
    { kind: 'product' as const, productId: espresso.id, quantity: 2 },
    { kind: 'product' as const, productId: espresso.id, quantity: 1 },
    { kind: 'custom' as const, name: 'Cornetto', unitCents: 120, quantity: 1 },
  ],
  tipPercent,
});

describe('a sale at the till', () => {
  it('charges the cart with its tip in one request that stores its lines', async () => {
    const { pos, lines, requests, asked } = till({ tips: [5, 10] });
    const made = await pos.createSale(USER, sale(10));
    // 3 espressos and a cornetto: 5.70, plus 10 % rounded half up: 0.57.
    expect(made).toMatchObject({ subtotalCents: 570, tipCents: 57 });
    expect(requests).toMatchObject([{ fiatCents: 627, source: 'pos' }]);
    expect(lines.get(made.payment.id)?.map((line) => line.kind)).toEqual([
      'product',
      'product',
      'custom',
      'tip',
    ]);
    // The product is looked up once, however many lines name it.
    expect(asked).toEqual([[espresso.id]]);
  });

  it('refuses a tip the till does not offer, before any request is made', async () => {
    const { pos, requests } = till({ tips: [5, 10] });
    expect(await errorKeyOf(pos.createSale(USER, sale(15)))).toBe('tipNotOffered');
    expect(requests).toEqual([]);
    // Without settings the default choices apply; no tip is always allowed.
    expect(await errorKeyOf(till().pos.createSale(USER, sale(0)))).toBe('resolved');
  });

  it("refuses another merchant's products, with no request made", async () => {
    const { pos, requests } = till();
    expect(await errorKeyOf(pos.createSale(randomUUID(), sale()))).toBe('productNotFound');
    expect(requests).toEqual([]);
  });
});

describe('a sale receipt', () => {
  async function paidSale(status: PaymentStatus) {
    const made = till();
    const { payment } = await made.pos.createSale(USER, sale());
    const stored = made.requests.find((request) => request.id === payment.id);
    if (stored) stored.status = status;
    return { ...made, id: payment.id };
  }

  it('is emailed once the sale is paid', async () => {
    const { pos, id, mails } = await paidSale('CONFIRMED');
    await pos.emailReceipt(USER, id, { email: 'cliente@example.test', locale: 'it' });
    expect(mails).toMatchObject([{ to: 'cliente@example.test' }]);
  });

  it('is refused while the sale is not paid', async () => {
    const { pos, id, mails } = await paidSale('CONFIRMING');
    const to = { email: 'cliente@example.test', locale: 'en' as const };
    expect(await errorKeyOf(pos.emailReceipt(USER, id, to))).toBe('saleNotPaid');
    expect(mails).toEqual([]);
  });
});
