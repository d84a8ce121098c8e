import type { Locale } from '@incasso/shared/locale';
import { formatDate } from '@incasso/shared/format';
import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

// The recurring module's emails to a payer (decision note 044): the link to a period's request
// when it falls due, and one reminder before its window closes. The payer has no account, so
// the language is the one the merchant chose for them, and dates are in the schedule's zone.

export interface RecurringRequestNotice {
  kind: 'request' | 'reminder';
  merchant: string;
  customerName: string;
  description: string;
  amountCents: number;
  currency: FiatCurrency;
  /** 1 for the first period. */
  number: number;
  payBy: Date;
  timeZone: string;
}

const CONTENT: Record<Locale, (notice: RecurringRequestNotice, url: string) => EmailContent> = {
  it: (notice, url) => {
    const amount = formatFiat(notice.amountCents, notice.currency, 'it');
    const payBy = formatDate(notice.payBy, 'it', notice.timeZone);
    return {
      subject:
        notice.kind === 'request'
          ? `${notice.merchant}: richiesta di pagamento di ${amount}`
          : `Promemoria: ${notice.merchant} attende il tuo pagamento di ${amount}`,
      paragraphs: [
        `Ciao ${notice.customerName},`,
        `${notice.merchant} ti chiede ${amount} per «${notice.description}» (pagamento n. ${notice.number}).`,
        `Paga entro il ${payBy} dalla pagina sicura: lì scegli la criptovaluta. Non serve un account.`,
      ],
      action: { label: 'Paga ora', url },
      footnote: `Ricevi questa email perché ${notice.merchant} ha impostato pagamenti ricorrenti per questo indirizzo con Incasso. Se non lo riconosci, ignorala.`,
    };
  },
  en: (notice, url) => {
    const amount = formatFiat(notice.amountCents, notice.currency, 'en');
    const payBy = formatDate(notice.payBy, 'en', notice.timeZone);
    return {
      subject:
        notice.kind === 'request'
          ? `${notice.merchant}: payment request for ${amount}`
          : `Reminder: ${notice.merchant} is waiting for your payment of ${amount}`,
      paragraphs: [
        `Hello ${notice.customerName},`,
        `${notice.merchant} asks you for ${amount} for “${notice.description}” (payment no. ${notice.number}).`,
        `Pay by ${payBy} on the secure page, where you choose the cryptocurrency. No account is needed.`,
      ],
      action: { label: 'Pay now', url },
      footnote: `You get this email because ${notice.merchant} set up recurring payments for this address with Incasso. If you do not recognise it, ignore it.`,
    };
  },
};

export function recurringRequestMessage(
  to: string,
  locale: Locale,
  notice: RecurringRequestNotice,
  payUrl: string,
): MailMessage {
  return renderEmail(to, CONTENT[locale](notice, payUrl));
}
