import type { ChainId } from '@incasso/shared/chains';
import { z } from 'zod';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import { defineQueue } from '#server/jobs/queue.ts';
import { utcDay } from './due-dates.ts';
import type { InvoiceDelivery } from './invoice-delivery.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

/** `invoices.overdue`: every hour, sent invoices past their due date become overdue. */
export const invoicesOverdueQueue = defineQueue('invoices.overdue', z.object({}), {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});

// Every hour: a due date that passes (at midnight UTC) while the server runs is overdue within
// the hour; a run missed while the server was down is caught up by the next.
const OVERDUE_CRON = '5 * * * *';

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

export function registerInvoiceRuns(
  jobs: Pick<Jobs, 'register' | 'every'>,
  events: Pick<DomainEvents, 'on'>,
  runs: InvoiceRuns,
) {
  jobs.register(invoicesOverdueQueue, async () => {
    await runs.markOverdue();
  });
  jobs.every(invoicesOverdueQueue, OVERDUE_CRON, {});
  events.on(['payment.confirmed'], 'invoices.paid', (event) =>
    runs.paid(event.data.id, { txHash: event.data.txHash, chain: event.data.chain }),
  );
  events.on(['payment.confirmation_reverted'], 'invoices.unpaid', (event) =>
    runs.unpaid(event.data.id),
  );
}
