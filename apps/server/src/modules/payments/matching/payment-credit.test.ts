import { describe, expect, it } from 'vitest';
import type { PaymentTransferRow, PricedPaymentRow } from '#server/db/schema/payments.ts';
import { creditChanges, reorgChanges } from './payment-credit.ts';

const expiresAt = new Date('2026-01-01T10:30:00Z');

function payment(overrides: Partial<PricedPaymentRow> = {}): PricedPaymentRow {
  return {
    id: 'p',
    userId: 'u',
    walletId: null,
    chain: 'ethereum',
    address: '0x0',
    currency: 'usdt',
    currencyChosenBy: 'merchant',
    source: 'request',
    heldFor: null,
    createdBy: null,
    payerCurrencies: null,
    decimals: 6,
    amountBaseUnits: 100n,
    paidBaseUnits: 0n,
    fiatCents: 100,
    fiatCurrency: 'EUR',
    rate: '1',
    rateSource: 'demo',
    feeBps: 0,
    toleranceBps: 0,
    status: 'PENDING',
    amountReserved: true,
    paidLate: false,
    paidPartial: false,
    underpaid: false,
    overpaid: false,
    firstPayerAddress: null,
    refundedCents: 0,
    watchChangedAt: expiresAt,
    txHash: null,
    cancelledAt: null,
    blockNumber: null,
    confirmations: 0,
    requiredConfirmations: 12,
    orderId: null,
    redirectUrl: null,
    expiresAt,
    monitorUntil: new Date('2026-01-02T10:30:00Z'),
    detectedAt: null,
    confirmedAt: null,
    createdAt: new Date('2026-01-01T10:00:00Z'),
    updatedAt: new Date('2026-01-01T10:00:00Z'),
    ...overrides,
  };
}

const credit = (amount: bigint, blockNumber: number): PaymentTransferRow => ({
  id: `c${blockNumber}`,
  paymentId: 'p',
  chain: 'ethereum',
  txHash: `0x${blockNumber}`,
  logIndex: 0,
  blockNumber,
  blockHash: '0xh',
  fromAddress: '0x1',
  amountBaseUnits: amount,
  assignedByHand: false,
  createdAt: new Date(),
});

describe('creditChanges', () => {
  const transfer = { amount: 100n, txHash: '0xt', blockNumber: 50 };

  it('detects a first payment before the expiry, counting its block', () => {
    const changes = creditChanges(payment(), transfer, {
      at: new Date('2026-01-01T10:10:00Z'),
      head: 52,
    });
    expect(changes).toMatchObject({
      status: 'DETECTED',
      paidLate: false,
      confirmations: 3,
      blockNumber: 50,
    });
  });

  it('marks a payment after the expiry as late', () => {
    const late = creditChanges(payment({ status: 'TIMED_OUT' }), transfer, {
      at: new Date('2026-01-01T11:00:00Z'),
      head: null,
    });
    expect(late).toMatchObject({ status: 'DETECTED', paidLate: true, confirmations: 0 });
  });

  it('keeps counting from the block that made a payment enough when a top-up arrives', () => {
    const confirming = payment({
      status: 'CONFIRMING',
      paidBaseUnits: 100n,
      blockNumber: 40,
      confirmations: 5,
    });
    expect(
      creditChanges(confirming, { ...transfer, amount: 5n }, { at: expiresAt, head: 60 }),
    ).toMatchObject({
      status: 'CONFIRMING',
      blockNumber: 40,
      confirmations: 5,
      overpaid: true,
    });
  });
});

describe('reorgChanges', () => {
  const now = new Date('2026-01-01T10:20:00Z');

  it('returns a request with nothing left to PENDING, or to TIMED_OUT once expired', () => {
    const detected = payment({
      status: 'DETECTED',
      paidBaseUnits: 100n,
      txHash: '0xt',
      blockNumber: 50,
    });
    expect(reorgChanges(detected, [], now)).toMatchObject({
      status: 'PENDING',
      amountReserved: true,
      paidBaseUnits: 0n,
    });
    expect(reorgChanges(detected, [], new Date('2026-01-01T11:00:00Z'))).toMatchObject({
      status: 'TIMED_OUT',
      amountReserved: false,
    });
  });

  it('reserves the amount of a confirmed request again when it reopens before its expiry', () => {
    const confirmed = payment({
      status: 'CONFIRMED',
      amountReserved: false,
      paidBaseUnits: 100n,
      txHash: '0xt',
      blockNumber: 50,
      confirmations: 12,
    });
    expect(reorgChanges(confirmed, [], now)).toMatchObject({
      status: 'PENDING',
      amountReserved: true,
    });
    expect(reorgChanges(confirmed, [credit(60n, 40)], now)).toMatchObject({
      status: 'DETECTED',
      amountReserved: true,
    });
    const afterExpiry = new Date('2026-01-01T11:00:00Z');
    expect(reorgChanges(confirmed, [], afterExpiry)).toMatchObject({ amountReserved: false });
    expect(reorgChanges(confirmed, [credit(60n, 40)], afterExpiry)).toMatchObject({
      amountReserved: false,
    });
  });

  it('keeps the status when only a later top-up was dropped', () => {
    const confirming = payment({
      status: 'CONFIRMING',
      paidBaseUnits: 105n,
      blockNumber: 40,
      confirmations: 5,
    });
    expect(reorgChanges(confirming, [credit(100n, 40)], now)).toMatchObject({
      status: 'CONFIRMING',
      confirmations: 5,
      overpaid: false,
    });
  });

  it('counts afresh from the block that now makes the payment enough', () => {
    const confirming = payment({
      status: 'CONFIRMING',
      paidBaseUnits: 100n,
      blockNumber: 45,
      confirmations: 5,
    });
    expect(reorgChanges(confirming, [credit(60n, 40)], now)).toMatchObject({
      status: 'DETECTED',
      paidPartial: true,
      blockNumber: 40,
      confirmations: 0,
    });
  });
});
