import { listener } from '../reactions.ts';
import type { InvoiceRuns } from './invoice-runs.ts';

/** An invoice is paid when its request is confirmed, and open again when a reorg undoes that. */
export const invoicesListeners = (runs: InvoiceRuns) => [
  listener(['payment.confirmed'], 'invoices.paid', (event) =>
    runs.paid(event.data.id, { txHash: event.data.txHash, chain: event.data.chain }),
  ),
  listener(['payment.confirmation_reverted'], 'invoices.unpaid', (event) =>
    runs.unpaid(event.data.id),
  ),
];
