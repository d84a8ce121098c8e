import { randomUUID } from 'node:crypto';
import type { Invoice } from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { AppError } from '#server/lib/app-error.ts';
import { derivedId } from '#server/lib/derived-id.ts';
import { type MailSender, invoiceMessage } from '#server/modules/mail/mail.module.ts';
import {
  isPayable,
  payUrl,
  type PayerChoiceRequests,
} from '#server/modules/payments/payments.module.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';
import { formatDay, formatFiat } from '@incasso/shared/format';
import type { InvoicesRepository } from './invoices.repository.ts';
import type { InvoicesService } from './invoices.service.ts';

export interface InvoiceDeliveryDeps {
  repo: InvoicesRepository;
  invoices: InvoicesService;
  documents: InvoiceDocuments;
  payments: Pick<PayerChoiceRequests, 'ensureRequest' | 'get'>;
  mail: MailSender;
  merchantName(userId: string): Promise<string>;
  publicUrl: string;
}

/** The pay link's reference, also how a repeated send finds the request already made. */
export const invoiceOrderId = (invoiceId: string) => `invoice-${invoiceId}`;

/**
 * Sending: a draft is issued (numbered), gets its pay link (a request whose payer picks the
 * coin) and goes to the customer with its PDF. Sending again (sent or overdue) repeats the email
 * as a reminder. The link's request never times out (decision note 060): it stays payable until
 * the invoice is paid or voided, and one that ended all the same (or was never made, the first
 * send having stopped half-way) is made anew before any email carries it.
 */
export function createInvoiceDelivery(deps: InvoiceDeliveryDeps) {
  /** The invoice linked to a request its customer can pay; undefined when none can be made. */
  async function ensurePayment(row: InvoiceRow): Promise<InvoiceRow | undefined> {
    if (row.paymentId) {
      const linked = await deps.payments.get(row.userId, row.paymentId);
      if (isPayable(linked.status)) return row;
    }
    if (!row.walletId) return undefined;
    const { id: paymentId } = await deps.payments.ensureRequest(
      row.userId,
      {
        fiatCents: row.totalCents,
        currency: row.currency,
        walletId: row.walletId,
        orderId: invoiceOrderId(row.id),
      },
      { openEnded: true, heldFor: 'invoice' },
    );
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
      total: formatFiat(row.totalCents, row.currency, row.locale),
      dueDate: formatDay(row.dueDate, row.locale),
    };
    const url = payUrl(deps.publicUrl, row.paymentId);
    const pdf = await deps.documents.pdf(row);
    await deps.mail.send(invoiceMessage(row.customer.email, row.locale, notice, url, pdf), {
      id: jobId,
    });
  }

  return {
    /** Sends as `sender`, the member's email, recorded as the issuer when it issues the draft. */
    async send(userId: string, id: string, sender: string): Promise<Invoice> {
      const current = await deps.invoices.owned(userId, id);
      if (current.status === 'paid' || current.status === 'void') {
        throw new AppError(409, 'invoiceClosed', 'A paid or void invoice cannot be sent.');
      }
      if (current.totalCents <= 0) {
        throw new AppError(400, 'invoiceTotalZero', 'An invoice of zero cannot be paid.');
      }
      const first = current.status === 'draft';
      const issued = first ? await deps.invoices.issue(userId, id, sender) : current;
      const linked = await ensurePayment(issued);
      if (!linked) {
        throw new AppError(409, 'invoiceWalletRemoved', 'The invoice’s wallet was removed.');
      }
      await email(
        linked,
        // The first email is the invoice itself, even when sent already past its due date.
        !first && linked.status === 'overdue' ? 'reminder' : 'sent',
        first ? derivedId('invoice.sent', id) : randomUUID(),
      );
      return deps.invoices.present(linked);
    },

    /** The overdue sweep's reminder: once per invoice, and never with a link that cannot be paid. */
    async remindOverdue(row: InvoiceRow): Promise<void> {
      const linked = await ensurePayment(row);
      if (linked) await email(linked, 'reminder', derivedId('invoice.overdue', row.id));
    },
  };
}

export type InvoiceDelivery = ReturnType<typeof createInvoiceDelivery>;
