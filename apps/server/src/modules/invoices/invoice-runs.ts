import type { ChainId } from '@incasso/shared/chains';
import { utcDay } from './due-dates.ts';
import type { InvoiceDelivery } from './invoice-delivery.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

export interface InvoiceRunsDeps {
  repo: InvoicesRepository;
  delivery: Pick<InvoiceDelivery, 'remindOverdue'>;
  now: () => Date;
}

export function createInvoiceRuns(deps: InvoiceRunsDeps) {
  return {
    /** Marks every sent invoice due before today (UTC) overdue and reminds its customer once. */
    async markOverdue(): Promise<number> {
      const at = deps.now();
      const today = utcDay(at);
      let count = 0;
      for (let page = await deps.repo.markOverdue(today, at); page.length > 0;) {
        for (const row of page) await deps.delivery.remindOverdue(row);
        count += page.length;
        page = await deps.repo.markOverdue(today, at);
      }
      return count;
    },

    /** A confirmed pay link pays its invoice, with the transaction; events come at least once. */
    async paid(paymentId: string, paid: { txHash: string | null; chain: ChainId }): Promise<void> {
      await deps.repo.markPaidByPayment(paymentId, paid, deps.now());
    },

    /**
     * A reorg took back the payment that paid the invoice: it is unpaid again, and paid anew
     * when the payment is confirmed again (decision note 053).
     */
    async unpaid(paymentId: string): Promise<void> {
      await deps.repo.reopenByPayment(paymentId, deps.now());
    },
  };
}

export type InvoiceRuns = ReturnType<typeof createInvoiceRuns>;
