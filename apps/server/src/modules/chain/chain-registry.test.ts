import { CHAINS } from '@incasso/shared/chains';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { chainRegistryFromConfig } from './chain-registry.ts';

const chainsFrom = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).chains;

describe('chainRegistryFromConfig', () => {
  it('runs on the public defaults when nothing is set', () => {
    expect(chainRegistryFromConfig(chainsFrom({}))).toEqual(CHAINS);
  });

  it('splits RPC_URL_<CHAIN> into call URLs and subscription URLs', () => {
    const registry = chainRegistryFromConfig(
      chainsFrom({ RPC_URL_BSC: 'https://a.example, wss://b.example ,https://c.example' }),
    );
    expect(registry.bsc.rpc).toEqual({
      http: ['https://a.example', 'https://c.example'],
      ws: ['wss://b.example'],
    });
  });

  it('drops the public WebSocket when a deployment brings only its own HTTP node', () => {
    const registry = chainRegistryFromConfig(
      chainsFrom({ RPC_URL_ETHEREUM: 'https://mine.example' }),
    );
    expect(registry.ethereum.rpc).toEqual({ http: ['https://mine.example'], ws: [] });
  });

  it('applies CONFIRMATIONS_<CHAIN>, then the extra overrides on top', () => {
    const registry = chainRegistryFromConfig(chainsFrom({ CONFIRMATIONS_POLYGON: '200' }), {
      polygon: { useFinalizedTag: false },
      ethereum: { evmChainId: 31337 },
    });
    expect(registry.polygon.confirmations).toBe(200);
    expect(registry.polygon.useFinalizedTag).toBe(false);
    expect(registry.ethereum.evmChainId).toBe(31337);
  });

  it('refuses a chain with only WebSocket URLs', () => {
    expect(() =>
      chainRegistryFromConfig(chainsFrom({ RPC_URL_CRONOS: 'wss://only.example' })),
    ).toThrow('RPC_URL_CRONOS: needs at least one http(s) URL');
  });
});
