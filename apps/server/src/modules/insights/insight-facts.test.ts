import { describe, expect, it } from 'vitest';
import { NOW, paymentFact } from '#test/factories/payment-facts.ts';
import { computeInsights } from './analytics/compute-insights.ts';
import { insightFacts } from './insight-facts.ts';

describe('the figures a model may put in words', () => {
  const facts = insightFacts(
    computeInsights({
      facts: [
        paymentFact({ fiatCents: 125_050 }),
        paymentFact({ fiatCents: 98_000, hoursAgo: 8 * 24 }),
        paymentFact({ fiatCents: 5_000, status: 'TIMED_OUT' }),
      ],
      now: NOW,
      days: 7,
      timeZone: 'Europe/Rome',
    }),
  );

  it('writes amounts in currency units and computes the change itself', () => {
    expect(facts.revenue).toEqual([
      {
        currency: 'EUR',
        revenue: '1250.50',
        previousPeriodRevenue: '980.00',
        changePercent: '+27.6',
        payments: 1,
        previousPeriodPayments: 1,
        averagePayment: '1250.50',
      },
    ]);
  });

  it('gives shares in percent and names coins and networks as people know them', () => {
    expect(facts.requests).toMatchObject({ created: 2, paid: 1, expiredUnpaid: 1 });
    expect(facts.requests.paidPercentOfEnded).toBe('50');
    expect(facts.coins).toEqual([{ coin: 'USDT', payments: 1, sharePercent: '100' }]);
    expect(facts.networks).toEqual([{ network: 'Polygon', payments: 1, sharePercent: '100' }]);
  });
});
