import { randomUUID } from 'node:crypto';
import type { InsightPeriod } from '@incasso/shared/insights';
import type { Database } from '#server/db/client.ts';
import { createInsightsService } from '#server/modules/insights/insights.service.ts';
import { createInsightSumsRepository } from '#server/modules/payments/history/insight-sums.repository.ts';
import { insertPaymentFacts } from './factories/payment-history.ts';
import { NOW, type PaymentFact } from './factories/payment-facts.ts';
import { buildUser } from './factories/users.ts';

/**
 * The insights of a new merchant whose requests are `facts`, at NOW: the facts are stored as
 * rows and summed by the database, as `GET /api/insights` does (decision note 086). Each call
 * stores copies under new ids, so one fact may serve several calls; anomalies name the ids
 * the facts were given.
 */
export function insightsOfFacts(db: Database) {
  const insightSums = createInsightSumsRepository(db);
  return async (facts: readonly PaymentFact[], days: InsightPeriod = 7, timeZone = 'UTC') => {
    const user = await buildUser(db);
    const given = new Map<string, string>();
    const copies = facts.map((fact) => {
      const id = randomUUID();
      given.set(id, fact.id);
      return { ...fact, id };
    });
    await insertPaymentFacts(db, user.id, copies);
    const service = createInsightsService({
      insightSums,
      timeZoneOf: () => Promise.resolve(timeZone),
      now: () => NOW,
    });
    const insights = await service.insights(user.id, days);
    return {
      ...insights,
      anomalies: insights.anomalies.map((anomaly) => ({
        ...anomaly,
        paymentId: anomaly.paymentId === null ? null : (given.get(anomaly.paymentId) ?? null),
      })),
    };
  };
}
