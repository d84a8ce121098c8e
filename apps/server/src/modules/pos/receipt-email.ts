import type { Locale } from '@incasso/shared/locale';
import { formatFiat } from '@incasso/shared/money';
import type { Sale } from '@incasso/shared/pos';
import {
  type MailMessage,
  renderEmail,
  type EmailContent,
} from '#server/modules/mail/mail.module.ts';

interface ReceiptWords {
  subject: (merchant: string) => string;
  intro: (merchant: string) => string;
  tip: string;
  amount: string;
  total: string;
  paid: string;
  transaction: string;
  action: string;
  footnote: (merchant: string) => string;
}

const WORDS: Record<Locale, ReceiptWords> = {
  it: {
    subject: (merchant) => `La tua ricevuta di ${merchant}`,
    intro: (merchant) => `Grazie per l'acquisto da ${merchant}. Ecco la ricevuta:`,
    tip: 'Mancia',
    amount: 'Importo',
    total: 'Totale',
    paid: 'Pagato',
    transaction: 'Transazione',
    action: 'Vedi il pagamento',
    footnote: (merchant) =>
      `Ricevi questa email perché hai chiesto la ricevuta alla cassa di ${merchant}.`,
  },
  en: {
    subject: (merchant) => `Your receipt from ${merchant}`,
    intro: (merchant) => `Thank you for shopping at ${merchant}. Here is your receipt:`,
    tip: 'Tip',
    amount: 'Amount',
    total: 'Total',
    paid: 'Paid',
    transaction: 'Transaction',
    action: 'View the payment',
    footnote: (merchant) =>
      `You get this email because you asked ${merchant}'s till for a receipt.`,
  },
};

/** The paid sale's receipt, in the till's language: each line, the total, the coin paid. */
export function receiptEmail(
  to: string,
  locale: Locale,
  merchant: string,
  sale: Sale,
  paymentUrl: string,
): MailMessage {
  const words = WORDS[locale];
  const { payment } = sale;
  const money = (cents: number) => formatFiat(cents, payment.fiatCurrency, locale);
  const lineName = (line: Sale['lineItems'][number]) =>
    line.kind === 'tip' ? `${words.tip} ${line.name}` : line.name || words.amount;
  const content: EmailContent = {
    subject: words.subject(merchant),
    paragraphs: [
      words.intro(merchant),
      ...sale.lineItems.map(
        (line) => `${line.quantity} × ${lineName(line)}: ${money(line.totalCents)}`,
      ),
      `${words.total}: ${money(payment.fiatCents)}`,
      `${words.paid}: ${payment.amount} ${payment.symbol}`,
      ...(payment.txHash ? [`${words.transaction}: ${payment.txHash}`] : []),
    ],
    action: { label: words.action, url: paymentUrl },
    footnote: words.footnote(merchant),
  };
  return renderEmail(to, content);
}
