import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { CHAIN_IDS, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import type { FiatCurrency } from '@incasso/shared/money';

/** What statistics read of one payment request; `insertPaymentFacts` stores it as rows. */
export interface PaymentFact {
  id: string;
  status: PaymentStatus;
  fiatCents: number;
  fiatCurrency: FiatCurrency;
  /** Null while a payer has not picked the coin of an API request. */
  currency: CurrencyId | null;
  chain: ChainId;
  createdAt: Date;
  confirmedAt: Date | null;
  paidLate: boolean;
  underpaid: boolean;
  overpaid: boolean;
  /** The sender of the first transfer credited to it; null before any. */
  payerAddress: string | null;
}

export const NOW = new Date('2026-07-15T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let sequence = 0;

/** A confirmed EUR payment in USDT on Polygon, made `hoursAgo` before NOW and paid in 5 minutes. */
export function paymentFact(
  overrides: Partial<PaymentFact> & { hoursAgo?: number } = {},
): PaymentFact {
  const { hoursAgo = 1, ...rest } = overrides;
  sequence += 1;
  const createdAt = new Date(NOW.getTime() - hoursAgo * HOUR_MS);
  const status: PaymentStatus = rest.status ?? 'CONFIRMED';
  return {
    id: randomUUID(),
    status,
    fiatCents: 1_000,
    fiatCurrency: 'EUR',
    currency: 'usdt',
    chain: 'polygon',
    createdAt,
    confirmedAt: status === 'CONFIRMED' ? new Date(createdAt.getTime() + 5 * 60_000) : null,
    paidLate: false,
    underpaid: false,
    overpaid: false,
    payerAddress: `0x${sequence.toString(16).padStart(40, '0')}`,
    ...rest,
  };
}

const STATUSES: PaymentStatus[] = ['PENDING', 'CONFIRMING', 'CONFIRMED', 'TIMED_OUT', 'CANCELLED'];

/** Histories of up to 300 requests over the last 120 days, some payers paying often. */
export const historyArbitrary: fc.Arbitrary<PaymentFact[]> = fc.array(
  fc
    .record({
      status: fc.constantFrom(...STATUSES),
      fiatCents: fc.integer({ min: 1, max: 10_000_000 }),
      fiatCurrency: fc.constantFrom('EUR' as const, 'USD' as const),
      currency: fc.option(
        fc.constantFrom('usdt' as const, 'usdc' as const, 'eth' as const, 'btc' as const),
        { freq: 8 },
      ),
      chain: fc.constantFrom(...CHAIN_IDS),
      // At least 1 ms ago, so that a confirmation before NOW is never before its creation.
      createdMsAgo: fc.integer({ min: 1, max: 120 * DAY_MS }),
      confirmAfterMs: fc.integer({ min: 0, max: 3 * DAY_MS }),
      paidLate: fc.boolean(),
      underpaid: fc.boolean(),
      overpaid: fc.boolean(),
      payer: fc.option(fc.integer({ min: 1, max: 12 })),
    })
    .map(({ createdMsAgo, confirmAfterMs, payer, ...fact }): PaymentFact => {
      const createdAt = new Date(NOW.getTime() - createdMsAgo);
      const confirmedAt = new Date(
        Math.min(NOW.getTime() - 1, createdAt.getTime() + confirmAfterMs),
      );
      return {
        ...fact,
        id: randomUUID(),
        createdAt,
        confirmedAt: fact.status === 'CONFIRMED' ? confirmedAt : null,
        payerAddress: payer === null ? null : `0x${payer.toString(16).padStart(40, '0')}`,
      };
    }),
  { maxLength: 300 },
);
