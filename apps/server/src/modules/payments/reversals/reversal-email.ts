import type { ChainRegistry } from '@incasso/shared/chains';
import type { Locale } from '@incasso/shared/locale';
import { derivedId } from '#server/lib/derived-id.ts';
import { type MailSender, paymentRevertedMessage } from '#server/modules/mail/mail.module.ts';
import { listener } from '#server/modules/reactions.ts';

export interface ReversalEmailDeps {
  mail: MailSender;
  /** A person's email and language (accounts module). */
  contact(userId: string): Promise<{ email: string; locale: Locale } | undefined>;
  /** Who of the merchant hears of its payments: owners and managers (accounts module). */
  audience(merchantId: string): Promise<readonly string[]>;
  registry: ChainRegistry;
  publicUrl: string;
}

/**
 * A merchant is emailed when a reorg takes back a confirmed payment: goods may have left on
 * the confirmation (decision note 053). A detection undone is told in the app only, as the
 * detection was. Keyed by the event and the person, so an event handed over twice sends each
 * owner and manager one email (the founder's key stays the event's, as before teams).
 */
export function reversalEmailListener(deps: ReversalEmailDeps) {
  return listener(['payment.confirmation_reverted'], 'payments.reversalEmail', async (event) => {
    const merchantId = event.userId;
    if (!merchantId) return;
    const payment = event.data;
    const notice = {
      reference: payment.orderId ?? payment.id.slice(0, 8),
      amount: `${payment.amount ?? payment.fiatAmount} ${payment.symbol ?? payment.fiatCurrency}`,
      chain: deps.registry[payment.chain].name,
      status: payment.status,
    };
    const url = `${deps.publicUrl}/dashboard/transactions`;
    const id = derivedId('payments.reversalEmail', event.id);
    for (const person of await deps.audience(merchantId)) {
      const contact = await deps.contact(person);
      if (!contact) continue;
      await deps.mail.send(paymentRevertedMessage(contact.email, contact.locale, notice, url), {
        id: person === merchantId ? id : derivedId(id, person),
      });
    }
  });
}
