import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  FEE_BPS_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX_CENTS,
  type PlanFeature,
  type PlanId,
} from '@incasso/shared/plans';

/**
 * The plans users subscribe to. Ids are the fixed PLAN_IDS; name, fee, prices and the features
 * they unlock are data an admin may edit (routes gate on features, decision note 047). Seeded
 * from PLANS on start (plans.repository.ts).
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').$type<PlanId>().primaryKey(),
    name: varchar('name', { length: PLAN_NAME_MAX }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    /** Euro cents (PLAN_PRICE_CURRENCY) for a month and for a year. */
    monthlyCents: integer('monthly_cents').notNull().default(0),
    yearlyCents: integer('yearly_cents').notNull().default(0),
    features: text('features')
      .array()
      .$type<PlanFeature[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Members one merchant may have, the owner included; null: no limit (issue 23). */
    memberLimit: integer('member_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'plans_fee_bps_range',
      sql`${table.feeBps} between 0 and ${sql.raw(String(FEE_BPS_MAX))}`,
    ),
    check(
      'plans_prices_range',
      sql`${table.monthlyCents} between 0 and ${sql.raw(String(PLAN_PRICE_MAX_CENTS))} and ${table.yearlyCents} between 0 and ${sql.raw(String(PLAN_PRICE_MAX_CENTS))}`,
    ),
    check('plans_member_limit_range', sql`${table.memberLimit} >= 1`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
