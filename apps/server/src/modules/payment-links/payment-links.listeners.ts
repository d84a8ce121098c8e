import { listener } from '../reactions.ts';
import type { PaymentLinksRepository } from './payment-links.repository.ts';

/** A link's totals follow its requests: paid when confirmed, open again if a reorg undoes it. */
export const paymentLinksListeners = (repo: Pick<PaymentLinksRepository, 'setPaymentStatus'>) => [
  listener(['payment.confirmed'], 'paymentLinks.paid', (event) =>
    repo.setPaymentStatus(event.data.id, 'paid'),
  ),
  listener(['payment.confirmation_reverted'], 'paymentLinks.unpaid', (event) =>
    repo.setPaymentStatus(event.data.id, 'open'),
  ),
  listener(['payment.timed_out', 'payment.cancelled'], 'paymentLinks.closed', (event) =>
    repo.setPaymentStatus(event.data.id, 'closed'),
  ),
];
