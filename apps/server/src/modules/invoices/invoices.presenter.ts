import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import type { Invoice } from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The day a credit note is dated: the UTC day of the void, the calendar its number's year is. */
export const creditNoteDay = (row: Pick<InvoiceRow, 'voidedAt'>) =>
  row.voidedAt?.toISOString().slice(0, 10) ?? null;

/** Row → the invoice the merchant sees, with the pay link once it was sent. */
export function presentInvoice(
  row: InvoiceRow,
  publicUrl: string,
  registry: ChainRegistry,
): Invoice {
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
    explorerUrl:
      row.txHash && row.paidChain ? explorerTxUrl(row.paidChain, row.txHash, registry) : null,
    creditNoteNumber: row.creditNoteNumber,
    creditNoteDate: row.creditNoteNumber ? creditNoteDay(row) : null,
    issuedBy: row.issuedBy,
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
  };
}
