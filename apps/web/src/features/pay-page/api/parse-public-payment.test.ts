import { PublicPaymentSchema } from '@incasso/shared/payments';
import { describe, expect, it } from 'vitest';
import { buildPublicPayment } from '#test/build-payment.ts';
import { parsePublicPayment } from './parse-public-payment';

// The hand-written check must agree with the shared schema it stands in for.
describe('parsePublicPayment', () => {
  const valid = buildPublicPayment({ txHash: '0xabc', explorerTxUrl: 'https://x/tx/0xabc' });

  it('accepts what the schema accepts, and keeps only its fields', () => {
    expect(PublicPaymentSchema.safeParse(valid).success).toBe(true);
    expect(parsePublicPayment({ ...valid, userId: 'u1' })).toEqual(valid);
  });

  it.each([
    ['an unknown status', { status: 'PAID' }],
    ['an unknown chain', { chain: 'solana' }],
    ['an unknown currency', { currency: 'xrp' }],
    ['an unknown symbol', { symbol: 'XRP' }],
    ['an unknown fiat', { fiatCurrency: 'GBP' }],
    ['a number amount', { amount: 29.07 }],
    ['fractional confirmations', { confirmations: 1.5 }],
    ['a missing address', { address: undefined }],
    ['broken flags', { flags: { paidLate: 'no' } }],
    ['an undefined wallet link', { eip681: undefined }],
    ['missing coin choices', { currencyChoices: undefined }],
    [
      'a coin choice of an unknown currency',
      { currencyChoices: [{ currency: 'xrp', symbol: 'USDT' }] },
    ],
    ['a coin choice without its symbol', { currencyChoices: [{ currency: 'usdt' }] }],
    ['a fractional number of decimals', { decimals: 6.5 }],
    ['a missing purpose', { purpose: undefined }],
    ['a purpose of an unknown kind', { purpose: { kind: 'gift' } }],
    ['an invoice purpose without its number', { purpose: { kind: 'invoice' } }],
    [
      'a plan purpose of an unknown interval',
      { purpose: { kind: 'plan', planName: 'Plus', interval: 'weekly' } },
    ],
  ])('refuses %s, as the schema does', (_, change) => {
    const broken = { ...valid, ...change };
    expect(PublicPaymentSchema.safeParse(broken).success).toBe(false);
    expect(parsePublicPayment(broken)).toBeNull();
  });

  it.each([
    { kind: 'invoice', number: '2026/0042' },
    { kind: 'recurring', description: 'Affitto ufficio' },
    { kind: 'plan', planName: 'Plus', interval: 'yearly' },
    { kind: 'fees', currency: 'EUR' },
    { kind: 'order', orderId: 'A-1042' },
    { kind: 'link', title: 'Sostieni la bottega' },
  ] as const)('accepts what the request is for: %o', (purpose) => {
    const described = buildPublicPayment({ purpose });
    expect(PublicPaymentSchema.safeParse(described).success).toBe(true);
    expect(parsePublicPayment(described)).toEqual(described);
  });

  it('accepts a request whose coin the payer has yet to choose', () => {
    const open = buildPublicPayment({
      currency: null,
      symbol: null,
      decimals: null,
      amount: null,
      amountBaseUnits: null,
      qrContent: null,
      eip681: null,
      watchKey: null,
      paidAmount: null,
      currencyChoices: [
        { currency: 'usdt', symbol: 'USDT' },
        { currency: 'eth', symbol: 'ETH' },
      ],
    });
    expect(PublicPaymentSchema.safeParse(open).success).toBe(true);
    expect(parsePublicPayment(open)).toEqual(open);
  });

  it('refuses what is not an object', () => {
    expect(parsePublicPayment(null)).toBeNull();
    expect(parsePublicPayment('payment')).toBeNull();
  });
});
