import { describe, expect, it } from 'vitest';
import { CreatePaymentInputSchema } from './payments';

const base = {
  walletId: '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  currency: 'USDT',
  fiatCurrency: 'eur',
};

describe('CreatePaymentInputSchema', () => {
  it('reads the amount as text or number into cents, the symbol as the currency id', () => {
    expect(CreatePaymentInputSchema.parse({ ...base, fiatAmount: '25,50' })).toEqual({
      walletId: base.walletId,
      currency: 'usdt',
      fiatCurrency: 'EUR',
      fiatCents: 2550,
    });
    expect(CreatePaymentInputSchema.parse({ ...base, fiatAmount: 19.99 }).fiatCents).toBe(1999);
  });

  it.each([
    ['0', 'amountTooSmall'],
    [0, 'amountTooSmall'],
    ['abc', 'amountInvalid'],
    ['-1', 'amountNegative'],
    ['1.001', 'amountTooManyDecimals'],
    [0.1 + 0.2, 'amountTooManyDecimals'],
    ['100000000000', 'amountTooLarge'],
  ])('refuses %s as %s', (fiatAmount, key) => {
    const result = CreatePaymentInputSchema.safeParse({ ...base, fiatAmount });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
