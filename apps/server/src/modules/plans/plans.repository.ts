import { eq } from 'drizzle-orm';
import { PLAN_IDS, PLANS, type PlanId } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import { plans, type PlanRow } from '#server/db/schema/plans.ts';

export function createPlansRepository(db: Database) {
  return {
    /**
     * Inserts the plans of PLANS that are missing; never overwrites one, since an admin may
     * have changed its fee, prices or features. Idempotent, and safe when several processes start at once.
     */
    async seed() {
      await db
        .insert(plans)
        .values(
          PLAN_IDS.map((id) => ({
            id,
            name: PLANS[id].name,
            feeBps: PLANS[id].defaultFeeBps,
            ...PLANS[id].defaultPrices,
            features: [...PLANS[id].defaultFeatures],
            memberLimit: PLANS[id].defaultMemberLimit,
          })),
        )
        .onConflictDoNothing({ target: plans.id });
    },

    list() {
      return db.select().from(plans);
    },

    async lock(tx: Database, id: PlanId): Promise<PlanRow | undefined> {
      const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
      return row;
    },

    async update(
      tx: Database,
      id: PlanId,
      values: Pick<PlanRow, 'name' | 'feeBps' | 'monthlyCents' | 'yearlyCents' | 'features'> &
        Partial<Pick<PlanRow, 'memberLimit'>>,
    ): Promise<PlanRow | undefined> {
      const [row] = await tx
        .update(plans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(plans.id, id))
        .returning();
      return row;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
