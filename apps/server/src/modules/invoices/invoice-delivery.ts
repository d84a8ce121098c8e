import { randomUUID } from 'node:crypto';
import type { Invoice } from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { AppError } from '#server/lib/app-error.ts';
import { derivedId } from '#server/lib/derived-id.ts';
import type { MailSender } from '#server/modules/mail/mail.module.ts';
import { invoiceMessage } from '#server/modules/mail/templates/invoice-sent.ts';
import type { PaymentsService } from '#server/modules/payments/requests/payments.service.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';
import { invoiceMoney } from './invoice-pdf.ts';
import type { InvoicesRepository } from './invoices.repository.ts';
import type { InvoicesService } from './invoices.service.ts';

export interface InvoiceDeliveryDeps {
  repo: InvoicesRepository;
  invoices: InvoicesService;
  documents: InvoiceDocuments;
  payments: Pick<PaymentsService, 'createForApi' | 'listForApi'>;
  mail: MailSender;
  merchantName(userId: string): Promise<string>;
  publicUrl: string;
}

/** The pay link's reference, also how a repeated send finds the request already made. */
export const invoiceOrderId = (invoiceId: string) => `invoice-${invoiceId}`;

/**
 * Sending: a draft is issued (numbered), gets its pay link (a request whose payer picks the
 * coin) and goes to the customer with its PDF. Sending again (sent or overdue) repeats the email
 * as a reminder; a link that failed to be made the first time is made then.
 */
export function createInvoiceDelivery(deps: InvoiceDeliveryDeps) {
  async function ensurePayment(row: InvoiceRow): Promise<InvoiceRow> {
    if (row.paymentId) return row;
    if (!row.walletId) {
      throw new AppError(409, 'invoiceWalletRemoved', 'The invoice’s wallet was removed.');
    }
    const orderId = invoiceOrderId(row.id);
    const made = (await deps.payments.listForApi(row.userId, { orderId, limit: 1 })).items[0];
    const paymentId =
      made?.id ??
      (
        await deps.payments.createForApi(row.userId, {
          fiatCents: row.totalCents,
          currency: row.currency,
          walletId: row.walletId,
          orderId,
        })
      ).id;
    const linked = await deps.repo.update(row.userId, row.id, { paymentId }, ['sent', 'overdue']);
    return linked ?? row;
  }

  async function email(row: InvoiceRow, kind: 'sent' | 'reminder', jobId: string) {
    if (!row.paymentId || !row.number) return;
    const notice = {
      kind,
      merchant: await deps.merchantName(row.userId),
      customerName: row.customer.name,
      number: row.number,
      total: invoiceMoney(row.totalCents, row.currency, row.locale),
      dueDate: row.dueDate,
    };
    const url = `${deps.publicUrl}/pay/${row.paymentId}`;
    const pdf = await deps.documents.pdf(row);
    await deps.mail.send(invoiceMessage(row.customer.email, row.locale, notice, url, pdf), {
      id: jobId,
    });
  }

  return {
    async send(userId: string, id: string): Promise<Invoice> {
      const current = await deps.invoices.owned(userId, id);
      if (current.status === 'paid' || current.status === 'void') {
        throw new AppError(409, 'invoiceClosed', 'A paid or void invoice cannot be sent.');
      }
      if (current.totalCents <= 0) {
        throw new AppError(400, 'invoiceTotalZero', 'An invoice of zero cannot be paid.');
      }
      const first = current.status === 'draft';
      const issued = first ? await deps.invoices.issue(userId, id) : current;
      const linked = await ensurePayment(issued);
      await email(
        linked,
        linked.status === 'overdue' ? 'reminder' : 'sent',
        first ? derivedId('invoice.sent', id) : randomUUID(),
      );
      return deps.invoices.present(linked);
    },

    /** The overdue sweep's reminder: once per invoice. */
    remindOverdue: (row: InvoiceRow) =>
      email(row, 'reminder', derivedId('invoice.overdue', row.id)),
  };
}

export type InvoiceDelivery = ReturnType<typeof createInvoiceDelivery>;
