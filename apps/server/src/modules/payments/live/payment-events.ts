import { currencySymbol } from '@incasso/shared/currencies';
import {
  PAYMENT_STATUS_EVENTS,
  paymentRevertedEvent,
  type PaymentEventData,
  type PaymentEventType,
} from '@incasso/shared/domain-events';
import type { PaymentStatus } from '@incasso/shared/events';
import { centsToDecimalString } from '@incasso/shared/money';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { NewDomainEvent } from '#server/events/domain-events.ts';
import type { PaymentUpdate } from '../matching/payment-updates.ts';
import {
  paymentFlags,
  paymentWatchKey,
  shownAmountOrNull,
} from '../presentation/payments.presenter.ts';

/** A request as its domain events carry it (the public webhook payload). */
export function paymentEventData(
  row: PaymentRow,
  previousStatus: PaymentStatus | null,
): PaymentEventData {
  return {
    id: row.id,
    status: row.status,
    previousStatus,
    orderId: row.orderId,
    chain: row.chain,
    currency: row.currency,
    symbol: row.currency === null ? null : currencySymbol(row.currency),
    address: row.address,
    amount: shownAmountOrNull(row.amountBaseUnits, row.decimals),
    amountBaseUnits: row.amountBaseUnits?.toString() ?? null,
    paidAmount: shownAmountOrNull(row.paidBaseUnits, row.decimals),
    paidBaseUnits: row.paidBaseUnits.toString(),
    rate: row.rate,
    redirectUrl: row.redirectUrl,
    fiatAmount: centsToDecimalString(row.fiatCents),
    fiatCurrency: row.fiatCurrency,
    txHash: row.txHash,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    flags: paymentFlags(row),
    watchKey: paymentWatchKey(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function paymentEvent(
  type: PaymentEventType,
  row: PaymentRow,
  previousStatus: PaymentStatus | null,
): NewDomainEvent {
  return {
    type,
    aggregateId: row.id,
    userId: row.userId,
    data: paymentEventData(row, previousStatus),
  };
}

export const paymentCreatedEvent = (row: PaymentRow) => paymentEvent('payment.created', row, null);

/** A change within a status: the payer of an API request picked or changed its coin. */
export const paymentUpdatedEvent = (row: PaymentRow) => paymentEvent('payment.updated', row, null);

/**
 * What each stored change of a request raises: a transition the event of its new status, or of
 * the step a reorg undid (so a repeated `payment.detected` always has its undoing before it);
 * any other visible change (confirmations, an amount paid) `payment.updated`.
 */
export function paymentUpdateEvents(updates: readonly PaymentUpdate[]): NewDomainEvent[] {
  return updates.map(({ row, from, reverted }) => {
    if (from === null) return paymentEvent('payment.updated', row, null);
    const type = reverted ? paymentRevertedEvent(from) : PAYMENT_STATUS_EVENTS[row.status];
    return paymentEvent(type, row, from);
  });
}
