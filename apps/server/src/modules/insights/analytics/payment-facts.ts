import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import type { FiatCurrency } from '@incasso/shared/money';

/** What the analytics core knows of one payment request (the payments module reads them). */
export interface PaymentFact {
  id: string;
  status: PaymentStatus;
  fiatCents: number;
  fiatCurrency: FiatCurrency;
  /** Null while a payer has not picked the coin of an API request. */
  currency: CurrencyId | null;
  chain: ChainId;
  createdAt: Date;
  confirmedAt: Date | null;
  paidLate: boolean;
  underpaid: boolean;
  overpaid: boolean;
  /** The address of the first transfer credited to it; null before any. */
  payerAddress: string | null;
}

export interface ConfirmedFact extends PaymentFact {
  status: 'CONFIRMED';
  confirmedAt: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** [from, to): a stretch of time the figures are about. */
export interface Window {
  from: Date;
  to: Date;
}

export const windowEndingAt = (to: Date, days: number): Window => ({
  from: new Date(to.getTime() - days * DAY_MS),
  to,
});

export const within = (at: Date, window: Window) => at >= window.from && at < window.to;

export function isConfirmed(fact: PaymentFact): fact is ConfirmedFact {
  return fact.status === 'CONFIRMED' && fact.confirmedAt !== null;
}

/** Confirmed requests whose confirmation falls in the window: revenue counts when it is paid. */
export const confirmedIn = (facts: readonly PaymentFact[], window: Window): ConfirmedFact[] =>
  facts.filter(isConfirmed).filter((fact) => within(fact.confirmedAt, window));

/** A part of a whole in basis points, rounded half up; null for an empty whole. */
export function shareBps(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 10_000) / whole);
}
