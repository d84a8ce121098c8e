import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { CreateWalletInputSchema, isValidWalletAddress, WalletAddressSchema } from './wallets';

const lower = `0x${'ab12'.repeat(10)}`;
const checksummed = getAddress(lower);

describe('wallet addresses', () => {
  it('accepts one-case addresses and a right checksum, refuses a wrong one', () => {
    expect(isValidWalletAddress(lower)).toBe(true);
    expect(isValidWalletAddress(`0x${lower.slice(2).toUpperCase()}`)).toBe(true);
    expect(isValidWalletAddress(checksummed)).toBe(true);
    expect(isValidWalletAddress(checksummed.replace(/[a-f]/, (c) => c.toUpperCase()))).toBe(false);
  });

  it('refuses what is not 0x and 40 hex digits', () => {
    for (const text of [
      '',
      '0x',
      lower.slice(0, 41),
      `${lower}0`,
      lower.replace('0x', '0X'),
      `0x${'g'.repeat(40)}`,
    ]) {
      expect(isValidWalletAddress(text), text).toBe(false);
    }
  });

  it('stores the checksummed form', () => {
    expect(WalletAddressSchema.parse(` ${lower} `)).toBe(checksummed);
  });

  it('drops repeated currencies and names the failing field', () => {
    const input = {
      name: 'Till',
      address: lower,
      chainId: 'bsc',
      acceptedCurrencyIds: ['usdt', 'usdt'],
    };
    expect(CreateWalletInputSchema.parse(input).acceptedCurrencyIds).toEqual(['usdt']);
    const result = CreateWalletInputSchema.safeParse({ ...input, address: 'nope' });
    expect(result.error?.issues[0]?.message).toBe('invalidAddress');
  });
});
