import { describe, expect, it } from 'vitest';
import { overridesFor } from './demo-chains.ts';

const demo = {
  chain: 'bsc' as const,
  anvil: { rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545' },
  tokens: {},
};

describe('overridesFor', () => {
  it('watches the demo chain through its own anvil', () => {
    expect(overridesFor(demo)).toMatchObject({
      rpcHttp: ['http://127.0.0.1:8545'],
      rpcWs: ['ws://127.0.0.1:8545'],
    });
  });

  it('puts the URLs of RPC_URL_<CHAIN> before the anvil, so a proxy in front of it can be tried', () => {
    expect(overridesFor(demo, ['http://127.0.0.1:9000', 'ws://127.0.0.1:9001'])).toMatchObject({
      rpcHttp: ['http://127.0.0.1:9000', 'http://127.0.0.1:8545'],
      rpcWs: ['ws://127.0.0.1:9001', 'ws://127.0.0.1:8545'],
    });
  });

  it('links to no public explorer: it never saw the local chain', () => {
    expect(overridesFor(demo)).toMatchObject({ explorerTxUrl: null });
  });
});
