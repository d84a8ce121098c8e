import { describe, expect, it } from 'vitest';
import { growthStart, userGrowthSeries } from './user-growth.ts';

describe('userGrowthSeries', () => {
  const today = new Date('2026-03-02T15:00:00Z');

  it('fills every day of the window, oldest first, across a month end', () => {
    const series = userGrowthSeries([{ day: '2026-02-28', count: 3 }], today, 4);
    expect(series).toEqual([
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 3 },
      { day: '2026-03-01', count: 0 },
      { day: '2026-03-02', count: 0 },
    ]);
  });

  it('starts at midnight UTC of the first day', () => {
    expect(growthStart(today, 4).toISOString()).toBe('2026-02-27T00:00:00.000Z');
  });
});
