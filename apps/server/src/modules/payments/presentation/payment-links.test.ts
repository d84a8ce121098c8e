import { describe, expect, it } from 'vitest';
import { eip681Link, payUrl, qrContent, watchKey } from './payment-links.ts';

const recipient = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('payment links', () => {
  it("writes SPEC's QR text with the 8-decimal amount and the symbol", () => {
    expect(qrContent('bsc', recipient, '25.00000000', 'USDT')).toBe(
      `bsc:${recipient}?amount=25.00000000&token=USDT`,
    );
  });

  it('keys a request by address, amount and symbol', () => {
    expect(watchKey(recipient, '0.00100000', 'ETH')).toBe(`${recipient}:0.00100000:ETH`);
  });

  it('links a token payment to the contract with the recipient and base units', () => {
    const usdt = {
      kind: 'token',
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      decimals: 6,
    } as const;
    expect(eip681Link(usdt, 1, recipient, 25_000_000n)).toBe(
      `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${recipient}&uint256=25000000`,
    );
  });

  it('links a native payment to the recipient with the value in wei', () => {
    expect(eip681Link({ kind: 'native', decimals: 18 }, 56, recipient, 25n * 10n ** 18n)).toBe(
      `ethereum:${recipient}@56?value=25000000000000000000`,
    );
  });

  it('points the pay page at the public URL', () => {
    expect(payUrl('https://pay.example', 'abc')).toBe('https://pay.example/pay/abc');
  });
});
