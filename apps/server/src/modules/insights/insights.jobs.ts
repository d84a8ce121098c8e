import { job } from '../reactions.ts';
import { anomalyScanQueue, type AnomalyAlerts } from './anomaly-alerts.ts';

/** `insights.anomalyScan`: one merchant's recent payments looked over for what is unusual. */
export const insightsJobs = (alerts: Pick<AnomalyAlerts, 'scan'>) => [
  job(anomalyScanQueue, async ({ userId }) => {
    await alerts.scan(userId);
  }),
];
