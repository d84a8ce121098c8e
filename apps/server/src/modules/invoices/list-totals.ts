import type { InvoiceList } from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';

/** The list's sums per currency: issued invoices only (drafts and void ones owe nothing). */
export function listTotals(rows: InvoiceRow[]): InvoiceList['totals'] {
  const sums = new Map<string, InvoiceList['totals'][number]>();
  for (const row of rows) {
    if (row.status === 'draft' || row.status === 'void') continue;
    const sum = sums.get(row.currency) ?? {
      currency: row.currency,
      totalCents: 0,
      paidCents: 0,
      outstandingCents: 0,
    };
    sum.totalCents += row.totalCents;
    if (row.status === 'paid') sum.paidCents += row.totalCents;
    else sum.outstandingCents += row.totalCents;
    sums.set(row.currency, sum);
  }
  return [...sums.values()];
}
