import type { ChainRegistry } from '@incasso/shared/chains';
import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_PAYMENT_TERMS_DAYS,
  formatInvoiceNumber,
  invoiceTotals,
  type Invoice,
  type InvoiceCustomer,
  type InvoiceInput,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceSettings,
  type InvoiceSettingsView,
} from '@incasso/shared/invoices';
import { FIAT_AMOUNT_MAX_CENTS } from '@incasso/shared/money';
import type { InvoiceRow, NewInvoiceRow } from '#server/db/schema/invoices.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { presentInvoice } from './invoices.presenter.ts';
import type { InvoicesRepository } from './invoices.repository.ts';
import { isPastDue } from './due-dates.ts';
import { listTotals } from './list-totals.ts';
import type { MerchantFiscal } from './merchant-fiscal.ts';

export interface InvoicesServiceDeps {
  repo: InvoicesRepository;
  wallets: Pick<WalletsService, 'findOwned'>;
  /** The pay link's request, withdrawn when its invoice is voided (payments module). */
  payments: Pick<PayerChoiceRequests, 'get' | 'cancel'>;
  /** The seller's fiscal data: an invoice is issued only when they are complete (issue 20). */
  seller(userId: string): Promise<MerchantFiscal>;
  registry: ChainRegistry;
  publicUrl: string;
  now: () => Date;
}

const invoiceNotFound = () => notFound('Invoice not found.');
const notDraft = () =>
  new AppError(409, 'invoiceNotDraft', 'Only a draft invoice can be changed or deleted.');
const sellerIncomplete = (gaps: string[]) =>
  new AppError(
    422,
    'sellerFiscalDataIncomplete',
    'Issuing an invoice needs your business fiscal data: company name, VAT number and legal address.',
    Object.fromEntries(gaps.map((gap) => [`seller.${gap}`, 'required'])),
  );
const notOpen = () =>
  new AppError(409, 'invoiceNotOpen', 'Only a sent or overdue invoice can be paid or voided.');

/** Drafts as the merchant writes them, and what the dashboard reads (decision note 046). */
export function createInvoicesService(deps: InvoicesServiceDeps) {
  const { repo } = deps;
  const present = (row: InvoiceRow) => presentInvoice(row, deps.publicUrl, deps.registry);

  /**
   * A voided invoice, or one paid by other means, must not stay payable: its pay link's request
   * never times out on its own (decision note 060), so it is cancelled. Money already arriving on
   * it (detected, confirming, confirmed) refuses the change instead, since the invoice is about
   * to be paid through it; a request that has ended already needs nothing.
   */
  async function withdrawPayLink(userId: string, paymentId: string | null): Promise<void> {
    if (!paymentId) return;
    const { status } = await deps.payments.get(userId, paymentId);
    if (status === 'PENDING') await deps.payments.cancel(userId, paymentId, 'invoice');
    else if (status !== 'TIMED_OUT' && status !== 'CANCELLED') {
      throw new AppError(
        409,
        'invoicePaymentArriving',
        'A payment of this invoice is arriving: wait for its confirmation.',
      );
    }
  }

  /** The columns an input sets: totals are always computed here, never taken from the client. */
  async function columns(userId: string, input: InvoiceInput): Promise<NewInvoiceRow> {
    // The id came from the browser: only a wallet of this merchant proves anything.
    const wallet = await deps.wallets.findOwned(userId, input.walletId);
    if (!wallet) {
      throw new AppError(404, 'walletNotFound', 'Wallet not found or not yours.', {
        walletId: 'walletNotFound',
      });
    }
    const totals = invoiceTotals(input.lines);
    if (totals.totalCents > FIAT_AMOUNT_MAX_CENTS) {
      throw new AppError(400, 'invoiceTotalTooLarge', 'The invoice total is too large.', {
        lines: 'invoiceTotalTooLarge',
      });
    }
    return {
      userId,
      locale: input.locale,
      currency: input.currency,
      walletId: wallet.id,
      customer: input.customer,
      customerKey: input.customer.name.toLowerCase().slice(0, 200),
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      lines: totals.lines,
      vat: totals.vat,
      notes: input.notes || null,
      subtotalCents: totals.subtotalCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
    };
  }

  async function owned(userId: string, id: string): Promise<InvoiceRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw invoiceNotFound();
    return row;
  }

  async function numberFormat(userId: string): Promise<string> {
    return (await repo.numberFormat(userId)) ?? DEFAULT_NUMBER_FORMAT;
  }

  /**
   * The numbering and terms, what the fiscal data still lack, and the number the next invoice
   * issued this year takes, so the preview shows the real one.
   */
  async function settings(userId: string): Promise<InvoiceSettingsView> {
    const year = deps.now().getUTCFullYear();
    const [stored, seller, last] = await Promise.all([
      repo.settings(userId),
      deps.seller(userId),
      repo.lastProgressive(userId, 'invoice', year),
    ]);
    return {
      numberFormat: stored?.numberFormat ?? DEFAULT_NUMBER_FORMAT,
      paymentTermsDays: stored?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
      fatturapaAvailable: seller.fatturapaGaps.length === 0,
      sellerGaps: seller.gaps,
      fatturapaGaps: seller.fatturapaGaps,
      next: { year, progressive: last + 1 },
    };
  }

  return {
    owned,
    settings,

    async list(userId: string, query: InvoiceListQuery): Promise<InvoiceList> {
      const rows =
        query.kind === 'creditNotes'
          ? await repo.listCreditNotes(userId, query)
          : await repo.list(userId, query);
      return { items: rows.map(present), totals: listTotals(rows) };
    },

    async get(userId: string, id: string): Promise<Invoice> {
      return present(await owned(userId, id));
    },

    /**
     * A new draft. The entry point for any caller that makes invoices, the AI module's
     * prompt-to-invoice included: it gets the same checks as the form.
     */
    async createDraft(userId: string, input: InvoiceInput): Promise<Invoice> {
      return present(await repo.insert(await columns(userId, input)));
    },

    async update(userId: string, id: string, input: InvoiceInput): Promise<Invoice> {
      const row = await owned(userId, id);
      if (row.status !== 'draft') throw notDraft();
      const changed = await repo.update(userId, id, await columns(userId, input), ['draft']);
      if (!changed) throw notDraft();
      return present(changed);
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      if (!(await repo.deleteDraft(userId, id))) throw notDraft();
    },

    /** Customers of past invoices, the latest version of each, for the form's suggestions. */
    async customers(userId: string): Promise<InvoiceCustomer[]> {
      const seen = new Map<string, InvoiceCustomer>();
      for (const row of await repo.list(userId, {})) {
        const key = `${row.customerKey}|${row.customer.email}`;
        if (!seen.has(key)) seen.set(key, row.customer);
      }
      return [...seen.values()];
    },

    /**
     * Issues the draft: the next number of its issue year, status sent (overdue if past due),
     * naming the member who issued it.
     */
    async issue(userId: string, id: string, issuedBy: string): Promise<InvoiceRow> {
      const row = await owned(userId, id);
      if (row.status !== 'draft') throw notDraft();
      const { gaps } = await deps.seller(userId);
      if (gaps.length > 0) throw sellerIncomplete(gaps);
      const format = await numberFormat(userId);
      const year = Number(row.issueDate.slice(0, 4));
      const at = deps.now();
      const issued = await repo.issue(
        userId,
        id,
        year,
        (progressive) => formatInvoiceNumber(format, year, progressive),
        at,
        isPastDue(row.dueDate, at),
        issuedBy,
      );
      if (!issued) throw notDraft();
      return issued;
    },

    /** Paid by other means (a bank transfer): the merchant says so. */
    async markPaid(userId: string, id: string): Promise<Invoice> {
      const invoice = await owned(userId, id);
      if (invoice.status !== 'sent' && invoice.status !== 'overdue') throw notOpen();
      await withdrawPayLink(userId, invoice.paymentId);
      const at = deps.now();
      const changed = await repo.update(userId, id, { status: 'paid', paidAt: at }, [
        'sent',
        'overdue',
      ]);
      if (!changed) throw notOpen();
      return present(changed);
    },

    /** Voids an issued invoice with a credit note; its number is never reused. */
    async void(userId: string, id: string): Promise<Invoice> {
      const invoice = await owned(userId, id);
      if (invoice.status !== 'sent' && invoice.status !== 'overdue') throw notOpen();
      await withdrawPayLink(userId, invoice.paymentId);
      const at = deps.now();
      const year = at.getUTCFullYear();
      const format = await numberFormat(userId);
      const changed = await repo.voidWithCreditNote(
        userId,
        id,
        year,
        (progressive) => `NC-${formatInvoiceNumber(format, year, progressive)}`.slice(0, 20),
        at,
      );
      if (!changed) throw notOpen();
      return present(changed);
    },

    async saveSettings(userId: string, changes: InvoiceSettings): Promise<InvoiceSettingsView> {
      await repo.saveSettings(userId, changes);
      return settings(userId);
    },

    present,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
