import { and, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { ChargeKind } from '@incasso/shared/billing';
import type { FiatCurrency } from '@incasso/shared/money';
import type { PlanId } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import {
  billingAccounts,
  billingCharges,
  subscriptionPeriods,
  type BillingChargeRow,
  type NewBillingChargeRow,
} from '#server/db/schema/billing.ts';
import type { Period } from './subscriptions/subscription-state.ts';

const HISTORY_LIMIT = 200;

/** Every query of billing's charges, periods and accounts; writes may take a transaction. */
export function createBillingRepository(db: Database) {
  return {
    async insertCharge(values: NewBillingChargeRow): Promise<BillingChargeRow> {
      const [row] = await db.insert(billingCharges).values(values).returning();
      if (!row) throw new Error('charge insert returned no row');
      return row;
    },

    /** An open charge for the same thing and amount: a second click pays the first request. */
    async findOpenCharge(
      userId: string,
      match: Pick<BillingChargeRow, 'kind' | 'amountCents' | 'currency'> &
        Partial<Pick<BillingChargeRow, 'planId' | 'interval'>>,
    ): Promise<BillingChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(billingCharges)
        .where(
          and(
            eq(billingCharges.userId, userId),
            eq(billingCharges.status, 'open'),
            eq(billingCharges.kind, match.kind),
            eq(billingCharges.amountCents, match.amountCents),
            eq(billingCharges.currency, match.currency),
            match.planId ? eq(billingCharges.planId, match.planId) : undefined,
            match.interval ? eq(billingCharges.interval, match.interval) : undefined,
          ),
        )
        .orderBy(desc(billingCharges.createdAt))
        .limit(1);
      return row;
    },

    /** Paid and open charges, newest first. */
    listCharges(userId: string): Promise<BillingChargeRow[]> {
      return db
        .select()
        .from(billingCharges)
        .where(and(eq(billingCharges.userId, userId), ne(billingCharges.status, 'expired')))
        .orderBy(desc(billingCharges.createdAt))
        .limit(HISTORY_LIMIT);
    },

    async findPaidCharge(userId: string, id: string): Promise<BillingChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(billingCharges)
        .where(
          and(
            eq(billingCharges.id, id),
            eq(billingCharges.userId, userId),
            eq(billingCharges.status, 'paid'),
          ),
        );
      return row;
    },

    /**
     * Marks the charge of a payment paid, with the next receipt number. Undefined when no
     * charge belongs to the payment or it was paid already: the caller applies it once.
     */
    async claimPaid(
      tx: Database,
      paymentId: string,
      paidAt: Date,
    ): Promise<BillingChargeRow | undefined> {
      const [row] = await tx
        .update(billingCharges)
        .set({
          status: 'paid',
          paidAt,
          receiptNumber: sql`nextval('billing_receipt_number_seq')`,
        })
        .where(and(eq(billingCharges.paymentId, paymentId), ne(billingCharges.status, 'paid')))
        .returning();
      return row;
    },

    async findChargeByPayment(paymentId: string): Promise<BillingChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(billingCharges)
        .where(eq(billingCharges.paymentId, paymentId));
      return row;
    },

    /**
     * The paid charge's payment was taken back by a reorg (`at`), or confirmed again (null):
     * what it bought stays, flagged for an administrator while the payment is undone.
     */
    async setReversed(paymentId: string, at: Date | null): Promise<void> {
      await db
        .update(billingCharges)
        .set({ reversedAt: at })
        .where(and(eq(billingCharges.paymentId, paymentId), eq(billingCharges.status, 'paid')));
    },

    /** A request that expired or was cancelled unpaid; a late payment may still pay it. */
    async markExpired(paymentId: string): Promise<void> {
      await db
        .update(billingCharges)
        .set({ status: 'expired' })
        .where(and(eq(billingCharges.paymentId, paymentId), eq(billingCharges.status, 'open')));
    },

    /** What the platform received for plans, per currency (the admin dashboard). */
    async planRevenue(): Promise<{ currency: FiatCurrency; cents: number }[]> {
      const rows = await db
        .select({
          currency: billingCharges.currency,
          cents: sql<string>`coalesce(sum(${billingCharges.amountCents}), 0)`,
        })
        .from(billingCharges)
        .where(
          and(
            eq(billingCharges.kind, 'plan' satisfies ChargeKind),
            eq(billingCharges.status, 'paid'),
          ),
        )
        .groupBy(billingCharges.currency);
      return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }));
    },

    /** What the user paid towards fees, per currency. */
    async settledFees(userId: string): Promise<{ currency: FiatCurrency; cents: number }[]> {
      const rows = await db
        .select({
          currency: billingCharges.currency,
          cents: sql<string>`coalesce(sum(${billingCharges.amountCents}), 0)`,
        })
        .from(billingCharges)
        .where(
          and(
            eq(billingCharges.userId, userId),
            eq(billingCharges.kind, 'fees' satisfies ChargeKind),
            eq(billingCharges.status, 'paid'),
          ),
        )
        .groupBy(billingCharges.currency);
      return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }));
    },

    async periods(userId: string, tx: Database = db): Promise<(Period & { chargeId: string })[]> {
      return tx
        .select({
          chargeId: subscriptionPeriods.chargeId,
          planId: subscriptionPeriods.planId,
          interval: subscriptionPeriods.interval,
          valueCents: subscriptionPeriods.valueCents,
          startsAt: subscriptionPeriods.startsAt,
          endsAt: subscriptionPeriods.endsAt,
        })
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.userId, userId));
    },

    async insertPeriod(tx: Database, values: typeof subscriptionPeriods.$inferInsert) {
      await tx.insert(subscriptionPeriods).values(values);
    },

    /** Ends the paid time at `at`: the running period is cut short, later ones go. */
    async endPaidTime(tx: Database, userId: string, at: Date): Promise<void> {
      await tx
        .delete(subscriptionPeriods)
        .where(and(eq(subscriptionPeriods.userId, userId), gte(subscriptionPeriods.startsAt, at)));
      await tx
        .update(subscriptionPeriods)
        .set({ endsAt: at })
        .where(and(eq(subscriptionPeriods.userId, userId), gt(subscriptionPeriods.endsAt, at)));
    },

    /** The user's billing row, created if missing and locked until the transaction ends. */
    async lockAccount(tx: Database, userId: string) {
      await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
        .for('update');
      if (!row) throw new Error(`billing account ${userId} vanished`);
      return row;
    },

    async account(userId: string) {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId));
      return row ?? { userId, appliedPlanId: null, cancelAtPeriodEnd: false };
    },

    async setCancelAtPeriodEnd(tx: Database, userId: string, cancel: boolean) {
      await tx
        .update(billingAccounts)
        .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
        .where(eq(billingAccounts.userId, userId));
    },

    async setAppliedPlan(userId: string, planId: PlanId) {
      await db
        .insert(billingAccounts)
        .values({ userId, appliedPlanId: planId })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { appliedPlanId: planId, updatedAt: new Date() },
        });
    },

    /**
     * The accounts the renewal job looks at: those billing put on a paid plan, and those with
     * paid time ending after `since` (so a plan that a failed activation left unapplied is too).
     */
    async renewalCandidates(since: Date): Promise<string[]> {
      const paid = await db
        .select({ userId: billingAccounts.userId })
        .from(billingAccounts)
        .where(inArray(billingAccounts.appliedPlanId, ['plus', 'premium']));
      const recent = await db
        .selectDistinct({ userId: subscriptionPeriods.userId })
        .from(subscriptionPeriods)
        .where(gt(subscriptionPeriods.endsAt, since));
      return [...new Set([...paid, ...recent].map((row) => row.userId))];
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
