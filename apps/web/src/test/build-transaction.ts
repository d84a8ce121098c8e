import type { Transaction } from '@incasso/shared/transactions';

/** A ledger row as GET /api/transactions answers it: 25 EUR paid in USDT, Completed. */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: crypto.randomUUID(),
    paymentId: crypto.randomUUID(),
    date: '2026-03-01T10:15:00.000Z',
    fiatAmount: '25.00',
    fiatCents: 2500,
    fiatCurrency: 'EUR',
    fee: '0.25',
    feeCents: 25,
    cryptoAmount: '29.07',
    currency: 'usdt',
    symbol: 'USDT',
    chain: 'ethereum',
    status: 'Completed',
    txHash: `0x${'3f'.repeat(32)}`,
    explorerUrl: `https://etherscan.io/tx/0x${'3f'.repeat(32)}`,
    orderId: null,
    payerAddress: null,
    source: 'request',
    createdBy: null,
    refundedCents: 0,
    refundedAmount: '0',
    ...overrides,
  };
}
