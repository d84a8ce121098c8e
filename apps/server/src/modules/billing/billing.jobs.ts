import { job } from '../reactions.ts';
import { RENEW_CRON, renewQueue, type Renewals } from './renewals/renewals.ts';

/** `plans.renew`: reminders, renewal requests and lapses of the platform's plans. */
export const billingJobs = (renewals: Pick<Renewals, 'run'>) => [
  job(renewQueue, () => renewals.run(), { cron: RENEW_CRON, data: {} }),
];
