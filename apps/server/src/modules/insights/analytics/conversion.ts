import type { PaymentStatus } from '@incasso/shared/events';
import type { Insights } from '@incasso/shared/insights';
import { OPEN_PAYMENT_STATUSES } from '@incasso/shared/payments';
import type { InsightSums } from './insight-sums.ts';
import { shareBps } from './windows.ts';

type Created = InsightSums['created'];
type Stretch = 'current' | 'recent' | 'baseline';

/** How many requests created in a stretch are in one of `statuses` now. */
export const createdIn = (created: Created, stretch: Stretch, statuses: readonly PaymentStatus[]) =>
  created
    .filter((row) => statuses.includes(row.status))
    .reduce((sum, row) => sum + row[stretch], 0);

/** What became of the requests created in the window. */
export function conversion(created: Created): Insights['conversion'] {
  const confirmed = createdIn(created, 'current', ['CONFIRMED']);
  const timedOut = createdIn(created, 'current', ['TIMED_OUT']);
  const cancelled = createdIn(created, 'current', ['CANCELLED']);
  return {
    created: created.reduce((sum, row) => sum + row.current, 0),
    confirmed,
    timedOut,
    cancelled,
    open: createdIn(created, 'current', OPEN_PAYMENT_STATUSES),
    conversionBps: shareBps(confirmed, confirmed + timedOut + cancelled),
  };
}
