import type { TokenContract } from '@incasso/shared/chains';
import {
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  getAddress,
  keccak256,
  toHex,
  type Address,
  type Hash,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { createAddressSet } from './address-set.ts';
import type { Log } from './rpc-schemas.ts';
import { nativeCandidates, nativeTransfer, tokenTransfers, TRANSFER_TOPIC } from './transfers.ts';
import { defined } from '#test/defined.ts';

const usdt: TokenContract = {
  currency: 'usdt',
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  decimals: 6,
};
const tokens = new Map([[usdt.address.toLowerCase(), usdt]]);
const merchant = '0x52908400098527886e0f7030069857d2e4169ee7';
const stranger = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const payer = '0xde709f2102306220921060314715629080e2fb77';
const watched = createAddressSet([merchant]);
const blockHash = keccak256(toHex('block 7'));
const txHash = keccak256(toHex('tx'));

function transferLog(to: Address, value: bigint, overrides: Partial<Log> = {}): Log {
  const topics = encodeEventTopics({
    abi: erc20Abi,
    eventName: 'Transfer',
    args: { from: payer, to },
  });
  return {
    address: usdt.address.toLowerCase() as Log['address'],
    topics: topics as Hash[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
    blockNumber: 7,
    blockHash,
    transactionHash: txHash,
    logIndex: 3,
    ...overrides,
  };
}

describe('tokenTransfers', () => {
  it('uses the Transfer topic of chains.md', () => {
    expect(encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer' })[0]).toBe(TRANSFER_TOPIC);
  });

  it('turns a Transfer to a watched address into a payment in that token', () => {
    expect(
      tokenTransfers('ethereum', [transferLog(merchant, 2_500_000n)], tokens, watched),
    ).toEqual([
      {
        chain: 'ethereum',
        currency: 'usdt',
        to: getAddress(merchant),
        from: getAddress(payer),
        amount: 2_500_000n,
        txHash,
        logIndex: 3,
        blockNumber: 7,
        blockHash,
        token: usdt.address,
      },
    ]);
  });

  it.each([
    ['to an address nobody watches', transferLog(stranger, 1n)],
    [
      'of a contract outside the registry',
      transferLog(merchant, 1n, { address: stranger as Log['address'] }),
    ],
    ['of zero value (address poisoning)', transferLog(merchant, 0n)],
    ['removed by a reorg', transferLog(merchant, 1n, { removed: true })],
    [
      'with a fourth topic (ERC-721 shape)',
      {
        ...transferLog(merchant, 1n),
        topics: [...transferLog(merchant, 1n).topics, txHash],
        data: '0x' as const,
      },
    ],
    ['with a data field that is not one word', transferLog(merchant, 1n, { data: '0x01' })],
    [
      'of another event',
      {
        ...transferLog(merchant, 1n),
        topics: [txHash, ...transferLog(merchant, 1n).topics.slice(1)],
      },
    ],
  ])('ignores a log %s', (_case, log) => {
    expect(tokenTransfers('ethereum', [log], tokens, watched)).toEqual([]);
  });
});

describe('native transfers', () => {
  const tx = (to: string | null, value: bigint) => ({
    hash: txHash,
    from: payer as Hash,
    to: to as Hash | null,
    value,
  });
  const block = {
    number: 7,
    hash: blockHash,
    parentHash: txHash,
    timestamp: new Date('2026-01-01T10:00:00Z'),
    transactions: [tx(merchant, 5n), tx(stranger, 5n), tx(null, 5n), tx(merchant, 0n)],
  };

  it('keeps only value sent to a watched address', () => {
    const candidates = nativeCandidates(block, watched);
    expect(candidates).toHaveLength(1);
    expect(nativeTransfer('bsc', 'bnb', defined(candidates[0]), block)).toEqual({
      chain: 'bsc',
      currency: 'bnb',
      to: getAddress(merchant),
      from: getAddress(payer),
      amount: 5n,
      txHash,
      logIndex: null,
      blockNumber: 7,
      blockHash,
      token: null,
    });
  });
});
