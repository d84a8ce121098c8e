import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7.ts';

describe('uuidV7', () => {
  it('is a version 7, variant 1 UUID carrying its millisecond', () => {
    const id = uuidV7(0x0123_4567_89ab);
    expect(id).toMatch(/^01234567-89ab-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts by creation time', () => {
    const ids = [3, 1, 2].map((ms) => uuidV7(1_700_000_000_000 + ms));
    expect([...ids].sort()).toEqual([ids[1], ids[2], ids[0]]);
  });
});
