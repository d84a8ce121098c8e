import { PLAN_IDS, PLANS } from '@incasso/shared/plans';
import type { Database } from '#server/db/client.ts';
import { plans } from '#server/db/schema/plans.ts';

export function createPlansRepository(db: Database) {
  return {
    /**
     * Inserts the plans of PLANS that are missing; never overwrites one, since an admin may
     * have changed its fee or prices. Idempotent, and safe when several processes start at once.
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
          })),
        )
        .onConflictDoNothing({ target: plans.id });
    },

    list() {
      return db.select().from(plans);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
