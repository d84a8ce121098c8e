import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import { CHAIN_IDS } from '@incasso/shared/chains';
import { describe, expect, it } from 'vitest';
import { chainsToWatch } from './watcher-supervisor.ts';

const registry = applyChainOverrides({});

describe('chainsToWatch', () => {
  it('watches every chain with RPC URLs in a worker or all-in-one process', () => {
    expect(chainsToWatch({ role: 'all', env: 'production' }, registry)).toEqual([...CHAIN_IDS]);
    expect(chainsToWatch({ role: 'worker', env: 'development' }, registry)).toEqual([...CHAIN_IDS]);
  });

  it('watches nothing in a web process, even when asked', () => {
    expect(chainsToWatch({ role: 'web', env: 'production' }, registry, ['ethereum'])).toEqual([]);
  });

  it('watches only the chains a test names', () => {
    expect(chainsToWatch({ role: 'all', env: 'test' }, registry)).toEqual([]);
    expect(chainsToWatch({ role: 'all', env: 'test' }, registry, ['bsc'])).toEqual(['bsc']);
  });
});
