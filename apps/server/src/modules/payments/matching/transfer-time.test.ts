import { describe, expect, it } from 'vitest';
import { creationToleranceMs, earliestMinedAt, latestPayableCreation } from './transfer-time.ts';

const at = (time: string) => new Date(`2026-01-01T${time}Z`);
const NOW = at('12:00:00');

describe('earliestMinedAt', () => {
  const times = new Map([
    [10, at('10:00:00')],
    [12, at('10:00:24')],
  ]);

  it("is the block's own timestamp when known", () => {
    expect(earliestMinedAt(times, 12, NOW)).toEqual(at('10:00:24'));
  });

  it('is the latest known timestamp before an unknown block', () => {
    expect(earliestMinedAt(times, 11, NOW)).toEqual(at('10:00:00'));
    expect(earliestMinedAt(times, 20, NOW)).toEqual(at('10:00:24'));
  });

  it('is unknown when no block at or before it is known', () => {
    expect(earliestMinedAt(times, 9, NOW)).toBeNull();
    expect(earliestMinedAt(new Map(), 9, NOW)).toBeNull();
  });

  it('is never later than now, whatever a node claims', () => {
    expect(earliestMinedAt(new Map([[5, at('13:00:00')]]), 5, NOW)).toEqual(NOW);
  });
});

describe('latestPayableCreation', () => {
  it("allows one block time and the timestamp's second after the block", () => {
    expect(creationToleranceMs(12_000)).toBe(13_000);
    expect(latestPayableCreation(at('10:00:00'), 12_000)).toEqual(at('10:00:13'));
    expect(latestPayableCreation(at('10:00:00'), 450)).toEqual(at('10:00:01.450'));
  });
});
