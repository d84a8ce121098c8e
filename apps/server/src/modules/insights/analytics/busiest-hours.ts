import { confirmedIn, type PaymentFact, type Window } from './payment-facts.ts';

/** Confirmed payments per hour of the day (0–23) on the merchant's clock. */
export function busiestHours(
  facts: readonly PaymentFact[],
  window: Window,
  timeZone: string,
): number[] {
  const hourOf = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone });
  const hours = Array.from({ length: 24 }, () => 0);
  for (const fact of confirmedIn(facts, window)) {
    const hour = Number(hourOf.format(fact.confirmedAt)) % 24;
    hours[hour] = (hours[hour] ?? 0) + 1;
  }
  return hours;
}
