import type { Invoice } from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Row → the invoice the merchant sees, with the pay link once it was sent. */
export function presentInvoice(row: InvoiceRow, publicUrl: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    locale: row.locale,
    currency: row.currency,
    walletId: row.walletId,
    customer: row.customer,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    lines: row.lines,
    notes: row.notes,
    subtotalCents: row.subtotalCents,
    vat: row.vat,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    paymentId: row.paymentId,
    payUrl: row.paymentId ? payUrl(publicUrl, row.paymentId) : null,
    txHash: row.txHash,
    creditNoteNumber: row.creditNoteNumber,
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
  };
}
