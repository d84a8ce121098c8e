import type { Insights } from '@incasso/shared/insights';
import { OPEN_PAYMENT_STATUSES } from '@incasso/shared/payments';
import { shareBps, within, type PaymentFact, type Window } from './payment-facts.ts';

const isOpen = (fact: PaymentFact) =>
  (OPEN_PAYMENT_STATUSES as readonly string[]).includes(fact.status);

/** What became of the requests created in the window. */
export function conversion(facts: readonly PaymentFact[], window: Window): Insights['conversion'] {
  const created = facts.filter((fact) => within(fact.createdAt, window));
  const confirmed = created.filter((fact) => fact.status === 'CONFIRMED').length;
  const timedOut = created.filter((fact) => fact.status === 'TIMED_OUT').length;
  const cancelled = created.filter((fact) => fact.status === 'CANCELLED').length;
  return {
    created: created.length,
    confirmed,
    timedOut,
    cancelled,
    open: created.filter(isOpen).length,
    conversionBps: shareBps(confirmed, confirmed + timedOut + cancelled),
  };
}
