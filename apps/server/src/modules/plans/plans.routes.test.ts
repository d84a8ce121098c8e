import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { plans } from '#server/db/schema/plans.ts';
import { createPlansRepository } from './plans.repository.ts';

describe('plans', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('are seeded on start and listed publicly with fees, prices, features and member limits', async () => {
    const response = await ctx.app.inject('/api/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'free',
        name: 'Free',
        feeBps: 100,
        monthlyCents: 0,
        yearlyCents: 0,
        currency: 'EUR',
        features: [],
        memberLimit: 1,
      },
      {
        id: 'plus',
        name: 'Plus',
        feeBps: 75,
        monthlyCents: 900,
        yearlyCents: 9_000,
        currency: 'EUR',
        features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
        memberLimit: 3,
      },
      {
        id: 'premium',
        name: 'Premium',
        feeBps: 50,
        monthlyCents: 2_900,
        yearlyCents: 29_000,
        currency: 'EUR',
        features: [
          'transactions',
          'export',
          'subscriptions',
          'invoicing',
          'pos',
          'insights',
          'developer',
        ],
        memberLimit: null,
      },
    ]);
  });

  it('seeding again keeps a fee and a price an admin changed', async () => {
    await ctx.db.update(plans).set({ feeBps: 60, monthlyCents: 1_200 }).where(eq(plans.id, 'plus'));
    await createPlansRepository(ctx.db).seed();
    const [plus] = await ctx.db.select().from(plans).where(eq(plans.id, 'plus'));
    expect(plus?.feeBps).toBe(60);
    expect(plus?.monthlyCents).toBe(1_200);
    expect(await ctx.db.select().from(plans)).toHaveLength(3);
  });
});
