import type { Realtime } from '#server/realtime/realtime.ts';
import { liveStatusListener } from './live/live-status.ts';
import { reversalEmailListener, type ReversalEmailDeps } from './reversals/reversal-email.ts';

/** Each change reaches the request's live watchers; a confirmation undone is emailed. */
export const paymentsListeners = (deps: {
  realtime: Pick<Realtime, 'toPayment'>;
  reversalEmail: ReversalEmailDeps;
}) => [liveStatusListener(deps.realtime), reversalEmailListener(deps.reversalEmail)];
