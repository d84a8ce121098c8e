import type { PaymentStatus } from '@incasso/shared/events';
import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

// The payments module's email to a merchant when a chain reorganisation takes back a payment
// it had confirmed (decision note 053): what was undone, where the request stands now, and
// that nothing more should be handed over for it until it is confirmed again.

export interface PaymentRevertedNotice {
  /** The request's order id, else the start of its id. */
  reference: string;
  /** What the request asks, in its coin ('25.00000000 USDT'). */
  amount: string;
  /** The chain's name ('Ethereum'). */
  chain: string;
  /** Where the request stands now. */
  status: PaymentStatus;
}

const CONTENT: Record<Locale, (notice: PaymentRevertedNotice, url: string) => EmailContent> = {
  it: (notice, url) => {
    const now: Partial<Record<PaymentStatus, string>> = {
      PENDING:
        'La richiesta è di nuovo in attesa di pagamento: se la transazione del pagatore entra di nuovo in un blocco, sarà rilevata e confermata come prima, e te lo diremo.',
      TIMED_OUT: 'La richiesta è scaduta: ora non risulta pagata.',
      DETECTED:
        'Altri trasferimenti pagano ancora la richiesta: è di nuovo rilevata e conta le conferme da capo.',
    };
    return {
      subject: `Pagamento confermato annullato dalla chain: richiesta ${notice.reference}`,
      paragraphs: [
        `Il pagamento confermato di ${notice.amount} per la richiesta ${notice.reference} è stato tolto: il blocco con la sua transazione non fa più parte della chain ${notice.chain} (una riorganizzazione).`,
        now[notice.status] ?? `La richiesta ora è nello stato ${notice.status}.`,
        'Quanto è seguito alla conferma non è più pagato: non consegnare né spedire altro per questa richiesta finché non è confermata di nuovo. Una fattura che pagava torna da pagare e un periodo ricorrente torna non pagato.',
      ],
      action: { label: 'Vedi le transazioni', url },
      footnote:
        'Ricevi questa email perché un pagamento confermato a un tuo indirizzo è stato annullato dalla chain. Succede di rado; di solito la transazione torna in un blocco poco dopo.',
    };
  },
  en: (notice, url) => {
    const now: Partial<Record<PaymentStatus, string>> = {
      PENDING:
        "The request is waiting for payment again: if the payer's transaction is mined again, it will be detected and confirmed as before, and we will tell you.",
      TIMED_OUT: 'The request has expired: it is not paid now.',
      DETECTED:
        'Other transfers still pay the request: it is detected again and counts its confirmations afresh.',
    };
    return {
      subject: `Confirmed payment taken back by the chain: request ${notice.reference}`,
      paragraphs: [
        `The confirmed payment of ${notice.amount} for request ${notice.reference} was taken back: the block holding its transaction is no longer part of the ${notice.chain} chain (a reorganisation).`,
        now[notice.status] ?? `The request is ${notice.status} now.`,
        'What followed the confirmation is no longer paid for: do not hand over or ship anything more for this request until it is confirmed again. An invoice it paid is open again and a recurring period it paid is unpaid again.',
      ],
      action: { label: 'See the transactions', url },
      footnote:
        'You get this email because a confirmed payment to one of your addresses was taken back by the chain. It is rare; the transaction usually returns in a block soon after.',
    };
  },
};

export function paymentRevertedMessage(
  to: string,
  locale: Locale,
  notice: PaymentRevertedNotice,
  url: string,
): MailMessage {
  return renderEmail(to, CONTENT[locale](notice, url));
}
