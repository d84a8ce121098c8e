import { z } from 'zod';
import type { Anomaly, AnomalyKind } from '@incasso/shared/insights';
import { centsToDecimalString } from '@incasso/shared/money';
import { defineQueue } from '#server/jobs/queue.ts';
import { derivedId } from '#server/lib/derived-id.ts';
import type {
  NotificationKey,
  NotificationParams,
  NotificationsService,
} from '#server/modules/notifications/notifications.module.ts';
import { DAY_MS } from './analytics/windows.ts';
import type { InsightsService } from './insights.service.ts';

/**
 * `insights.anomalyScan`: one merchant's recent anomalies, after a payment ended. Stately with
 * the merchant as key: at most one scan waits per merchant, so a burst of payments costs one
 * or two scans, not one each.
 */
export const anomalyScanQueue = defineQueue(
  'insights.anomalyScan',
  z.object({ userId: z.uuid() }),
  { policy: 'stately', retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
);

/** Anomalies older than this were announced by an earlier scan, or are history by now. */
const ANNOUNCE_WITHIN_MS = DAY_MS;

const KEYS: Record<AnomalyKind, NotificationKey> = {
  unusualAmount: 'insights.unusualAmount',
  unusualPayer: 'insights.unusualPayer',
  timeoutBurst: 'insights.timeoutBurst',
  conversionDrop: 'insights.conversionDrop',
};

const percent = (bps: number | undefined) => ((bps ?? 0) / 100).toFixed(0);
const amount = (cents: number | undefined) => centsToDecimalString(cents ?? 0);

function paramsOf(anomaly: Anomaly): NotificationParams {
  const f = anomaly.figures;
  switch (anomaly.kind) {
    case 'unusualAmount':
      return {
        amount: amount(f.amountCents),
        median: amount(f.medianCents),
        currency: anomaly.fiatCurrency ?? '',
      };
    case 'unusualPayer':
      return { address: anomaly.payerAddress ?? '', count: f.count ?? 0, minutes: f.minutes ?? 0 };
    case 'timeoutBurst':
      return { count: f.count ?? 0, usual: f.usualCount ?? 0 };
    case 'conversionDrop':
      return { recent: percent(f.recentBps), baseline: percent(f.baselineBps) };
  }
}

/**
 * What makes two scans' anomalies the same one, so it is announced once: the payment; the
 * payer and day of a burst; the day of a timeout burst; the week of a conversion drop (it is
 * measured over a week, and stays true for days).
 */
export function anomalyIdentity(userId: string, anomaly: Anomaly): string {
  const at = new Date(anomaly.at).getTime();
  const day = String(Math.floor(at / DAY_MS));
  const subject = {
    unusualAmount: anomaly.paymentId ?? '',
    unusualPayer: `${anomaly.payerAddress ?? ''}|${day}`,
    timeoutBurst: day,
    conversionDrop: String(Math.floor(at / (7 * DAY_MS))),
  }[anomaly.kind];
  return derivedId('insights.anomaly', userId, anomaly.kind, subject);
}

export interface AnomalyAlertsDependencies {
  insights: Pick<InsightsService, 'insights'>;
  notifications: Pick<NotificationsService, 'notify'>;
  now: () => Date;
}

/** Transaction anomalies (decision note 048) told to the merchant as notifications, once each. */
export function createAnomalyAlerts(deps: AnomalyAlertsDependencies) {
  return {
    async scan(userId: string): Promise<number> {
      const since = deps.now().getTime() - ANNOUNCE_WITHIN_MS;
      const { anomalies } = await deps.insights.insights(userId, 7);
      let told = 0;
      for (const anomaly of anomalies) {
        if (new Date(anomaly.at).getTime() < since) continue;
        const notification = await deps.notifications.notify(
          userId,
          KEYS[anomaly.kind],
          paramsOf(anomaly),
          { sourceEventId: anomalyIdentity(userId, anomaly) },
        );
        if (notification) told += 1;
      }
      return told;
    },
  };
}

export type AnomalyAlerts = ReturnType<typeof createAnomalyAlerts>;
