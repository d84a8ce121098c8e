import { randomUUID } from 'node:crypto';
import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import type { CurrencyId } from '@incasso/shared/currencies';
import { getTableColumns, SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  payments as paymentsTable,
  type NewPaymentRow,
  type PaymentRow,
} from '#server/db/schema/payments.ts';
import type { NewDomainEvent } from '#server/events/domain-events.ts';
import type { PricesService } from '#server/modules/prices/prices.service.ts';
import { errorKeyOf } from '#test/error-key.ts';
import { createPaymentsPresenter } from '../presentation/payments.presenter.ts';
import { createMerchantRequests } from './merchant-requests.ts';
import { createPayerChoiceRequests } from './payer-choice-requests.ts';
import { createPayerView } from './payer-view.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { createRequestStore } from './request-store.ts';

// The branches of making a request and of a payer picking its coin, on an in-memory repository
// that keeps the one rule the database enforces for them: no two open requests expect the same
// amount of one coin on one address. The integration tests run the same service on PostgreSQL.

const USER = randomUUID();
const ADDRESS = '0x00000000000000000000000000000000000000aa';
const registry = applyChainOverrides({});
const NOW = new Date('2027-03-01T10:00:00Z');

const wallet = {
  id: randomUUID(),
  userId: USER,
  chain: 'polygon' as const,
  address: ADDRESS,
  acceptedCurrencyIds: ['usdc', 'usdt'] as CurrencyId[],
};

class UniqueViolation extends Error {
  code = '23505';
}

/** A row as the table's column defaults make it: literal defaults, null for the rest. */
function databaseDefaults(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(getTableColumns(paymentsTable)).map(([key, column]) => [
      key,
      column.default instanceof SQL || column.default === undefined ? null : column.default,
    ]),
  );
}

/** The rows and the open-amount rule of the payments table, in memory. */
function fakeRepository(options: { collideNext?: number } = {}) {
  const rows: PaymentRow[] = [];
  let collisions = options.collideNext ?? 0;
  const clash = (candidate: Pick<PaymentRow, 'id' | 'currency' | 'amountBaseUnits'>) =>
    rows.some(
      (row) =>
        row.id !== candidate.id &&
        row.amountReserved &&
        row.currency === candidate.currency &&
        row.amountBaseUnits === candidate.amountBaseUnits,
    );
  const repo = {
    async reservedAmounts(
      target: { currency: CurrencyId },
      min: bigint,
      exceptId?: string,
    ): Promise<bigint[]> {
      return rows
        .filter((row) => row.id !== exceptId && row.amountReserved)
        .filter((row) => row.currency === target.currency)
        .flatMap((row) =>
          row.amountBaseUnits !== null && row.amountBaseUnits >= min ? [row.amountBaseUnits] : [],
        );
    },
    async insertIfAmountFree(values: NewPaymentRow): Promise<PaymentRow | undefined> {
      const row = {
        ...databaseDefaults(),
        // The defaults written in SQL.
        id: randomUUID(),
        paidBaseUnits: 0n,
        createdAt: NOW,
        updatedAt: NOW,
        ...values,
      } as PaymentRow;
      // Another creation took the amount between the read and the insert.
      if (collisions > 0) {
        collisions -= 1;
        return undefined;
      }
      if (row.amountBaseUnits !== null && clash(row)) return undefined;
      rows.push(row);
      return row;
    },
    async setPrice(
      _tx: Database,
      id: string,
      price: Pick<PaymentRow, 'currency' | 'decimals' | 'amountBaseUnits' | 'rate'>,
    ): Promise<PaymentRow | undefined> {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row || row.status !== 'PENDING' || row.paidBaseUnits !== 0n) return undefined;
      if (row.currencyChosenBy !== 'payer') return undefined;
      if (clash({ ...price, id })) throw new UniqueViolation('payments_open_amount_unique');
      Object.assign(row, price);
      return row;
    },
    async find(id: string) {
      return rows.find((row) => row.id === id);
    },
    async findOwned(userId: string, id: string) {
      return rows.find((row) => row.id === id && row.userId === userId);
    },
  };
  return { rows, repo: repo as Partial<PaymentsRepository> as PaymentsRepository };
}

function service(options: { collideNext?: number; rate?: string } = {}) {
  const { rows, repo } = fakeRepository(options);
  const raised: NewDomainEvent[] = [];
  const created: string[] = [];
  const store = createRequestStore({
    repo,
    ttlMinutes: 30,
    now: () => NOW,
    transaction: async (work) => {
      const events: NewDomainEvent[] = [];
      const result = await work({} as Database, (...more) => void events.push(...more));
      raised.push(...events);
      return result;
    },
  });
  const common = {
    repo,
    store,
    registry,
    wallets: {
      findOwned: async (userId: string, id: string) =>
        userId === USER && id === wallet.id ? (wallet as never) : undefined,
    },
    merchants: {
      paymentTerms: async () => ({ feeBps: 100, toleranceBps: 0, displayName: 'Bottega' }),
    },
  };
  const prices: PricesService = {
    getPrice: async (_chain, currency) => ({
      rate: options.rate ?? (currency === 'usdt' ? '0.9' : '1'),
      source: 'demo',
      fetchedAt: NOW,
    }),
  };
  const presenter = createPaymentsPresenter({ registry, publicUrl: 'https://pay.example' });
  const onCreated = async (row: PaymentRow) => void created.push(row.id);
  const cancel = async () => undefined;
  const merchant = createMerchantRequests({
    ...common,
    prices,
    presenter,
    onCreated,
    cancel,
    timeZoneOf: async () => null,
    now: () => NOW,
  });
  const payerChoice = createPayerChoiceRequests({ ...common, onCreated, cancel });
  const payerView = createPayerView({
    ...common,
    prices,
    presenter,
    describers: [],
    now: () => NOW,
  });
  const payments = {
    create: merchant.create,
    createForApi: payerChoice.create,
    chooseCurrency: payerView.chooseCurrency,
  };
  return { payments, rows, raised, created };
}

describe('payments service: making a request', () => {
  it('prices the fiat amount in the coin, stores it with one event, and has it watched', async () => {
    const { payments, raised, created } = service();
    const request = await payments.create(USER, {
      walletId: wallet.id,
      currency: 'usdc',
      fiatCents: 1_250,
      fiatCurrency: 'EUR',
    });
    expect(request).toMatchObject({ amountBaseUnits: '12500000', currency: 'usdc' });
    expect(raised.map((event) => event.type)).toEqual(['payment.created']);
    expect(created).toEqual([request.id]);
  });

  it('takes the next free amount when an open request on the address holds it', async () => {
    const { payments } = service();
    const input = { walletId: wallet.id, currency: 'usdc' as const, fiatCurrency: 'EUR' as const };
    const first = await payments.create(USER, { ...input, fiatCents: 1_000 });
    const second = await payments.create(USER, { ...input, fiatCents: 1_000 });
    expect(first.amountBaseUnits).toBe('10000000');
    // One smallest shown unit (8 decimals, but USDC has 6: one base unit) up.
    expect(second.amountBaseUnits).toBe('10000001');
  });

  it('tries the next amount when a concurrent creation took it first, raising no event for the loser', async () => {
    const { payments, raised, rows } = service({ collideNext: 2 });
    const request = await payments.create(USER, {
      walletId: wallet.id,
      currency: 'usdc',
      fiatCents: 500,
      fiatCurrency: 'EUR',
    });
    expect(request.amountBaseUnits).toBe('5000002');
    expect(rows).toHaveLength(1);
    expect(raised).toHaveLength(1);
  });

  it('gives up with 503 paymentBusy when every amount is taken', async () => {
    const { payments, rows } = service({ collideNext: 5_000 });
    const input = { walletId: wallet.id, currency: 'usdc' as const, fiatCents: 500 };
    expect(await errorKeyOf(payments.create(USER, { ...input, fiatCurrency: 'EUR' }))).toBe(
      'paymentBusy',
    );
    expect(rows).toEqual([]);
  });

  it("refuses another merchant's wallet, a coin the wallet does not take and dust", async () => {
    const { payments, rows } = service({ rate: '1000000000' });
    const input = { walletId: wallet.id, currency: 'usdc' as const, fiatCurrency: 'EUR' as const };
    expect(await errorKeyOf(payments.create(randomUUID(), { ...input, fiatCents: 100 }))).toBe(
      'walletNotFound',
    );
    expect(
      await errorKeyOf(payments.create(USER, { ...input, currency: 'dai', fiatCents: 100 })),
    ).toBe('noCompatibleWallet');
    expect(await errorKeyOf(payments.create(USER, { ...input, fiatCents: 1 }))).toBe(
      'amountTooSmall',
    );
    expect(rows).toEqual([]);
  });
});

describe('payments service: the payer picks the coin of an API request', () => {
  async function apiRequest(currencies?: CurrencyId[]) {
    const made = service();
    const request = await made.payments.createForApi(
      USER,
      { walletId: wallet.id, fiatCents: 1_000, currency: 'EUR' },
      { currencies },
    );
    return { ...made, id: request.id };
  }

  it('prices the request in the picked coin, once, and keeps it when picked again', async () => {
    const { payments, id, rows, raised } = await apiRequest();
    const chosen = await payments.chooseCurrency(id, 'usdt');
    expect(chosen).toMatchObject({ currency: 'usdt' });
    // 10.00 EUR at 0.90 EUR per USDT, rounded up to the coin's 6 decimals.
    expect(rows[0]).toMatchObject({ currency: 'usdt', amountBaseUnits: 11_111_112n, rate: '0.9' });
    await payments.chooseCurrency(id, 'usdt');
    expect(raised.map((event) => event.type)).toEqual(['payment.created', 'payment.updated']);
  });

  it('takes the next free amount when another open request holds the price', async () => {
    const { payments, id, rows } = await apiRequest();
    await payments.create(USER, {
      walletId: wallet.id,
      currency: 'usdc',
      fiatCents: 1_000,
      fiatCurrency: 'EUR',
    });
    await payments.chooseCurrency(id, 'usdc');
    expect(rows.find((row) => row.id === id)?.amountBaseUnits).toBe(10_000_001n);
  });

  it('refuses a coin outside the offer, and any change once the request is paid or expired', async () => {
    const { payments, id, rows } = await apiRequest(['usdc']);
    expect(await errorKeyOf(payments.chooseCurrency(id, 'usdt'))).toBe('currencyNotAccepted');
    expect(await errorKeyOf(payments.chooseCurrency('not-a-uuid', 'usdc'))).toBe('notFound');
    const row = rows[0];
    if (!row) throw new Error('no request stored');
    row.paidBaseUnits = 1n;
    expect(await errorKeyOf(payments.chooseCurrency(id, 'usdc'))).toBe('currencyLocked');
    row.paidBaseUnits = 0n;
    row.expiresAt = new Date(NOW.getTime() - 1);
    expect(await errorKeyOf(payments.chooseCurrency(id, 'usdc'))).toBe('currencyLocked');
  });

  it("refuses a merchant's own request: its coin was fixed when it was made", async () => {
    const { payments } = service();
    const own = await payments.create(USER, {
      walletId: wallet.id,
      currency: 'usdc',
      fiatCents: 700,
      fiatCurrency: 'EUR',
    });
    expect(await errorKeyOf(payments.chooseCurrency(own.id, 'usdt'))).toBe('currencyLocked');
  });
});
