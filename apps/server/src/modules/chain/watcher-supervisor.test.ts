import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import { CHAIN_IDS } from '@incasso/shared/chains';
import { describe, expect, it } from 'vitest';
import { chainsToWatch } from './watcher-supervisor.ts';

const registry = applyChainOverrides({});

describe('chainsToWatch', () => {
  it('watches every chain with RPC URLs in a worker or all-in-one process', () => {
    expect(
      chainsToWatch({ role: 'all', env: 'production', watchChains: undefined }, registry),
    ).toEqual([...CHAIN_IDS]);
    expect(
      chainsToWatch({ role: 'worker', env: 'development', watchChains: undefined }, registry),
    ).toEqual([...CHAIN_IDS]);
  });

  it('watches nothing in a web process, even when asked', () => {
    expect(
      chainsToWatch({ role: 'web', env: 'production', watchChains: undefined }, registry, [
        'ethereum',
      ]),
    ).toEqual([]);
  });

  it('watches the chains WATCH_CHAINS names, none for `none`', () => {
    const config = { role: 'all', env: 'production' } as const;
    expect(chainsToWatch({ ...config, watchChains: ['polygon'] }, registry)).toEqual(['polygon']);
    expect(chainsToWatch({ ...config, watchChains: [] }, registry)).toEqual([]);
  });

  it('watches only the chains a test names', () => {
    expect(chainsToWatch({ role: 'all', env: 'test', watchChains: undefined }, registry)).toEqual(
      [],
    );
    expect(
      chainsToWatch({ role: 'all', env: 'test', watchChains: undefined }, registry, ['bsc']),
    ).toEqual(['bsc']);
  });
});
