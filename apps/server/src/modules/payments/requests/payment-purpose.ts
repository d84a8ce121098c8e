import type { PaymentPurpose } from '@incasso/shared/payments';
import type { PaymentRow } from '#server/db/schema/payments.ts';

/** Who is paid and what for, as the module that made a request tells it. */
export interface DescribedPayment {
  purpose: PaymentPurpose;
  /** Overrides the merchant's name: a plan is paid to the platform's company, not its admin. */
  payee?: string;
}

/** Asked of invoices, recurring billing and plan billing; null when the request is not theirs. */
export type PaymentDescriber = (
  payment: Pick<PaymentRow, 'id' | 'userId'>,
) => Promise<DescribedPayment | null>;

/** The first module that recognises the request says what it is; else the shop's own order id. */
export async function describePayment(
  row: Pick<PaymentRow, 'id' | 'userId' | 'orderId'>,
  describers: readonly PaymentDescriber[],
): Promise<DescribedPayment | null> {
  for (const describe of describers) {
    const described = await describe(row);
    if (described) return described;
  }
  return row.orderId ? { purpose: { kind: 'order', orderId: row.orderId } } : null;
}
