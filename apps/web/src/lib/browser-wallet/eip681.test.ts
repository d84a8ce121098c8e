import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseEip681, transactionOf, transferCalldata } from './eip681';

const recipient = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('EIP-681 links read back for a browser wallet', () => {
  it('reads a token transfer: contract, chain id, recipient and base units as a bigint', () => {
    expect(
      parseEip681(`ethereum:${usdt}@1/transfer?address=${recipient}&uint256=25000000`),
    ).toEqual({ kind: 'token', chainId: 1, token: usdt, to: recipient, amount: 25_000_000n });
  });

  it('keeps amounts past 2^53 exact (18-decimal tokens)', () => {
    const link = `ethereum:${usdt}@56/transfer?address=${recipient}&uint256=29070000000000000001`;
    expect(parseEip681(link)).toMatchObject({ amount: 29_070_000_000_000_000_001n });
  });

  it('reads a native transfer with its value in wei', () => {
    expect(parseEip681(`ethereum:${recipient}@137?value=25000000000000000000`)).toEqual({
      kind: 'native',
      chainId: 137,
      to: recipient,
      value: 25n * 10n ** 18n,
    });
  });

  it.each([
    `ethereum:${recipient}?value=1`,
    `ethereum:${recipient}@1?value=1.5`,
    `ethereum:${recipient}@1?value=1e18`,
    `ethereum:${usdt}@1/approve?address=${recipient}&uint256=1`,
    `ethereum:${usdt}@1/transfer?address=${recipient}&uint256=1&gas=1`,
    `polygon:${recipient}?amount=25.00000000&token=USDT`,
    `ethereum:0x123@1?value=1`,
  ])('refuses what Incasso does not write: %s', (link) => {
    expect(parseEip681(link)).toBeNull();
  });

  it("encodes transfer() as viem's ERC-20 ABI does", () => {
    const amount = 123_456_789_012_345_678_901n;
    expect(transferCalldata(recipient, amount)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
    );
  });

  it('sends a token transfer to the contract and a native one with its value', () => {
    const from = '0x1111111111111111111111111111111111111111';
    expect(
      transactionOf({ kind: 'native', chainId: 1, to: recipient, value: 10n ** 16n }, from),
    ).toEqual({ from, to: recipient, value: '0x2386f26fc10000' });
    expect(
      transactionOf({ kind: 'token', chainId: 1, token: usdt, to: recipient, amount: 1n }, from),
    ).toMatchObject({ from, to: usdt, value: '0x0' });
  });
});
