import { describe, expect, it } from 'vitest';
import { applyChainOverrides } from './chain-overrides';
import { assetOn, CHAINS, currenciesOn, explorerTxUrl, tokenContractsOn } from './chains';

const usdcE = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';

describe('applyChainOverrides', () => {
  it('returns the registry unchanged without overrides', () => {
    expect(applyChainOverrides({})).toEqual(CHAINS);
  });

  it('replaces RPC URLs and confirmations of one chain only', () => {
    const registry = applyChainOverrides({
      polygon: { rpcHttp: ['https://rpc.example/polygon'], confirmations: 64 },
    });
    expect(registry.polygon.rpc).toEqual({
      http: ['https://rpc.example/polygon'],
      ws: CHAINS.polygon.rpc.ws,
    });
    expect(registry.polygon.confirmations).toBe(64);
    expect(registry.ethereum).toEqual(CHAINS.ethereum);
  });

  it('turns a chain into a local test chain with its own tokens', () => {
    const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const registry = applyChainOverrides({
      ethereum: {
        evmChainId: 31337,
        rpcHttp: ['http://127.0.0.1:8545'],
        useFinalizedTag: false,
        assets: {
          usdt: { kind: 'token', address: token, decimals: 6 },
          btc: null,
          dai: null,
          usdc: null,
        },
      },
    });
    expect(registry.ethereum.evmChainId).toBe(31337);
    expect(currenciesOn('ethereum', registry)).toEqual(['usdt', 'eth']);
    expect(assetOn('ethereum', 'usdt', registry)).toEqual({
      kind: 'token',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      decimals: 6,
    });
    expect(CHAINS.ethereum.evmChainId).toBe(1);
  });

  it('gives a chain with another chain id no public explorer, and keeps it otherwise', () => {
    const local = applyChainOverrides({ ethereum: { evmChainId: 31_337 } });
    expect(explorerTxUrl('ethereum', '0xab', local)).toBeNull();
    const ownNodes = applyChainOverrides({ ethereum: { rpcHttp: ['https://rpc.example/'] } });
    expect(explorerTxUrl('ethereum', '0xab', ownNodes)).toBe('https://etherscan.io/tx/0xab');
  });

  it("takes a deployment's own explorer, or none for a local chain with the real id", () => {
    const demo = applyChainOverrides({ ethereum: { explorerTxUrl: null } });
    expect(demo.ethereum.evmChainId).toBe(1);
    expect(explorerTxUrl('ethereum', '0xab', demo)).toBeNull();
    const own = applyChainOverrides({
      ethereum: { explorerTxUrl: 'https://blockscout.example/tx/{hash}' },
    });
    expect(explorerTxUrl('ethereum', '0xab', own)).toBe('https://blockscout.example/tx/0xab');
    expect(() =>
      applyChainOverrides({ ethereum: { explorerTxUrl: 'https://blockscout.example/tx/' } }),
    ).toThrow(/\{hash\}/);
  });

  it('accepts Polygon USDC.e as usdc only when added explicitly', () => {
    const registry = applyChainOverrides({
      polygon: { extraTokens: [{ currency: 'usdc', address: usdcE, decimals: 6 }] },
    });
    expect(tokenContractsOn('polygon', registry)).toContainEqual({
      currency: 'usdc',
      address: usdcE,
      decimals: 6,
    });
    expect(assetOn('polygon', 'usdc', registry)).toEqual(assetOn('polygon', 'usdc'));
  });

  const usdtPolygon = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
  it.each([
    [
      /checksum/,
      {
        bsc: {
          extraTokens: [
            { currency: 'usdt', address: usdcE.toLowerCase().replace('0x27', '0x2X'), decimals: 6 },
          ],
        },
      },
    ],
    [
      /checksum/,
      {
        bsc: { extraTokens: [{ currency: 'usdt', address: usdcE.replace('B', 'b'), decimals: 6 }] },
      },
    ],
    [/http/, { bsc: { rpcHttp: ['wss://node.example'] } }],
    [/Unrecognized key/, { bsc: { rpcUrl: 'https://node.example' } }],
    [
      /which the chain lacks/,
      { polygon: { extraTokens: [{ currency: 'bnb', address: usdcE, decimals: 18 }] } },
    ],
    [
      /more than one currency is the native coin/,
      { bsc: { assets: { usdt: { kind: 'native', decimals: 18 } } } },
    ],
    [
      /listed twice/,
      { polygon: { extraTokens: [{ currency: 'usdt', address: usdtPolygon, decimals: 6 }] } },
    ],
  ])('refuses invalid overrides (%s)', (message, overrides) => {
    const apply = () => applyChainOverrides(overrides as Parameters<typeof applyChainOverrides>[0]);
    expect(apply).toThrow(message);
  });
});
