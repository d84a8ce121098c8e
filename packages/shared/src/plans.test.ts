import { describe, expect, it } from 'vitest';
import {
  effectiveFeeBps,
  isUpgrade,
  normalizeFeatures,
  planPriceCents,
  PLANS,
  PLAN_IDS,
} from './plans';

describe('plans', () => {
  it('charge less on higher plans', () => {
    const fees = PLAN_IDS.map((id) => PLANS[id].defaultFeeBps);
    expect(fees).toEqual([100, 75, 50]);
  });

  it('unlock what SPEC lists by default: paid features on Plus, export and developer on Premium', () => {
    const paid = ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'];
    expect(PLANS.free.defaultFeatures).toEqual([]);
    expect(PLANS.plus.defaultFeatures).toEqual(paid);
    expect(PLANS.premium.defaultFeatures).toEqual([...paid, 'export', 'developer']);
  });

  it('store features known, once each, in a fixed order', () => {
    expect(normalizeFeatures(['pos', 'gold', 'transactions', 'pos'])).toEqual([
      'transactions',
      'pos',
    ]);
    expect(normalizeFeatures([])).toEqual([]);
  });

  it('a custom fee overrides the plan fee; an empty one leaves it (SPEC section 5)', () => {
    expect(effectiveFeeBps(75, null)).toBe(75);
    expect(effectiveFeeBps(75, 20)).toBe(20);
    expect(effectiveFeeBps(75, 0)).toBe(0);
  });

  it('price the defaults in whole euro cents: a year costs ten months, Free nothing', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].defaultPrices)).toEqual([
      { monthlyCents: 0, yearlyCents: 0 },
      { monthlyCents: 900, yearlyCents: 9_000 },
      { monthlyCents: 2_900, yearlyCents: 29_000 },
    ]);
    expect(planPriceCents(PLANS.plus.defaultPrices, 'yearly')).toBe(9_000);
    expect(planPriceCents(PLANS.premium.defaultPrices, 'monthly')).toBe(2_900);
  });

  it('an upgrade goes strictly up', () => {
    expect(isUpgrade('free', 'plus')).toBe(true);
    expect(isUpgrade('plus', 'premium')).toBe(true);
    expect(isUpgrade('plus', 'plus')).toBe(false);
    expect(isUpgrade('premium', 'plus')).toBe(false);
  });
});
