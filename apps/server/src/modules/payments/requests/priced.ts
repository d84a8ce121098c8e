import type { PaymentRow, PricedPaymentRow } from '#server/db/schema/payments.ts';

/** A request whose coin is chosen carries its amount, rate and decimals. */
export function isPriced(row: PaymentRow): row is PricedPaymentRow {
  return (
    row.currency !== null &&
    row.decimals !== null &&
    row.amountBaseUnits !== null &&
    row.rate !== null &&
    row.rateSource !== null
  );
}

/** For code that only meets priced requests (a transfer matched one, so it had an amount). */
export function priced(row: PaymentRow): PricedPaymentRow {
  if (!isPriced(row)) throw new Error(`payment ${row.id} has no coin yet`);
  return row;
}
