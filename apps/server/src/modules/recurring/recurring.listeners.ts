import { listener } from '../reactions.ts';
import type { RecurringRuns } from './recurring-runs.ts';

/** A period is paid when its request is confirmed, and due again when a reorg undoes that. */
export const recurringListeners = (runs: Pick<RecurringRuns, 'paid' | 'unpaid'>) => [
  listener(['payment.confirmed'], 'recurring.paid', (event) => runs.paid(event.data.id)),
  listener(['payment.confirmation_reverted'], 'recurring.unpaid', (event) =>
    runs.unpaid(event.data.id),
  ),
];
