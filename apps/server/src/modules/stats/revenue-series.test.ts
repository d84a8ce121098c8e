import { describe, expect, it } from 'vitest';
import { toRevenueSeries } from './revenue-series.ts';

describe('toRevenueSeries', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];

  it('keeps EUR and USD apart, fills quiet days with zeros and totals each currency', () => {
    const [eur, usd] = toRevenueSeries(days, [
      { index: 0, fiatCurrency: 'EUR', revenueCents: 2_500, feeCents: 19, count: 1 },
      { index: 2, fiatCurrency: 'EUR', revenueCents: 1_000, feeCents: 8, count: 2 },
      { index: 2, fiatCurrency: 'USD', revenueCents: 4_999, feeCents: 37, count: 1 },
    ]);
    expect(eur).toEqual({
      fiatCurrency: 'EUR',
      revenueCents: 3_500,
      feeCents: 27,
      count: 3,
      days: [
        { day: '2026-03-01', revenueCents: 2_500, feeCents: 19, count: 1 },
        { day: '2026-03-02', revenueCents: 0, feeCents: 0, count: 0 },
        { day: '2026-03-03', revenueCents: 1_000, feeCents: 8, count: 2 },
      ],
    });
    expect(usd?.days.map((day) => day.revenueCents)).toEqual([0, 0, 4_999]);
    expect(usd).toMatchObject({ revenueCents: 4_999, feeCents: 37, count: 1 });
  });

  it('answers both currencies with zeros when nothing was earned', () => {
    const series = toRevenueSeries(days, []);
    expect(series.map((item) => [item.fiatCurrency, item.revenueCents, item.days.length])).toEqual([
      ['EUR', 0, 3],
      ['USD', 0, 3],
    ]);
  });
});
