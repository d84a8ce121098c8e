import type { Jobs } from '#server/jobs/jobs.ts';
import { listener } from '../reactions.ts';
import { anomalyScanQueue } from './anomaly-alerts.ts';

/** A payment confirmed or expired asks for one scan of its merchant (one queued at a time). */
export const insightsListeners = (jobs: Pick<Jobs, 'send'>) => [
  listener(['payment.confirmed', 'payment.timed_out'], 'insights.anomalyScan', async (event) => {
    if (!event.userId) return;
    await jobs.send(anomalyScanQueue, { userId: event.userId }, { singletonKey: event.userId });
  }),
];
