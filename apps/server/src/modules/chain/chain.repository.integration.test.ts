import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.ts';
import { createChainRepository, type ChainRepository } from './chain.repository.ts';
import type { BlockRef } from './reorg.ts';

const hash = (fork: string, n: number) => `0x${fork}${n.toString(16).padStart(63, '0')}` as Hash;
const blocks = (fork: string, from: number, to: number): BlockRef[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    number: from + i,
    hash: hash(fork, from + i),
    parentHash: hash(fork, from + i - 1),
  }));

describe('chain repository', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let repo: ChainRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    repo = createChainRepository(database.db);
  });
  afterAll(() => database.close());

  it('has no cursor before the first scan', async () => {
    expect(await repo.cursor('polygon')).toBeNull();
    expect(await repo.recentBlocks('polygon', 10)).toEqual([]);
  });

  it('moves the cursor to the last scanned block and keeps a bounded window', async () => {
    await repo.recordScan('ethereum', blocks('a', 100, 104), 4);
    await repo.recordScan('ethereum', blocks('a', 105, 106), 4);
    expect(await repo.cursor('ethereum')).toEqual({ blockNumber: 106, blockHash: hash('a', 106) });
    expect(await repo.recentBlocks('ethereum', 10)).toEqual(blocks('a', 103, 106));
    expect(await repo.recentBlocks('ethereum', 2)).toEqual(blocks('a', 105, 106));
  });

  it('rolls back to the common ancestor and takes the other fork after it', async () => {
    const ancestor = blocks('a', 104, 104)[0];
    if (!ancestor) throw new Error('no ancestor');
    await repo.rollBackTo('ethereum', ancestor);
    expect(await repo.cursor('ethereum')).toEqual({ blockNumber: 104, blockHash: hash('a', 104) });
    const fork = blocks('b', 105, 107).map((b, i) =>
      i === 0 ? { ...b, parentHash: ancestor.hash } : b,
    );
    await repo.recordScan('ethereum', fork, 4);
    expect(await repo.recentBlocks('ethereum', 10)).toEqual([ancestor, ...fork]);
  });

  it('keeps chains apart', async () => {
    await repo.recordScan('bsc', blocks('c', 1, 2), 10);
    expect(await repo.cursor('bsc')).toEqual({ blockNumber: 2, blockHash: hash('c', 2) });
    expect(await repo.cursor('ethereum')).toMatchObject({ blockNumber: 107 });
  });

  it('stores a scan and its cursor inside the caller’s transaction, or not at all', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await createChainRepository(tx).recordScan('cronos', blocks('d', 1, 3), 10);
        throw new Error('matching failed');
      }),
    ).rejects.toThrow('matching failed');
    expect(await repo.cursor('cronos')).toBeNull();
  });
});
