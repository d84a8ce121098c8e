import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

// The invoices module's emails to a customer (decision note 046): the invoice when it is sent,
// and a reminder when it is overdue, each with its PDF and the pay link. The customer has no
// account: the language is the invoice's.

export interface InvoiceNotice {
  kind: 'sent' | 'reminder';
  merchant: string;
  customerName: string;
  number: string;
  /** Already formatted in the invoice's language ('1.234,56 €'), as the due date ('27/11/2026'). */
  total: string;
  dueDate: string;
}

const CONTENT: Record<Locale, (notice: InvoiceNotice, url: string) => EmailContent> = {
  it: (notice, url) => ({
    subject:
      notice.kind === 'sent'
        ? `${notice.merchant}: fattura ${notice.number} di ${notice.total}`
        : `Promemoria: la fattura ${notice.number} di ${notice.merchant} è scaduta`,
    paragraphs: [
      `Gentile ${notice.customerName},`,
      notice.kind === 'sent'
        ? `in allegato la fattura ${notice.number} di ${notice.merchant}, di ${notice.total}, con scadenza ${notice.dueDate}.`
        : `la fattura ${notice.number} di ${notice.merchant}, di ${notice.total}, è scaduta il ${notice.dueDate}. La trovi in allegato.`,
      'Puoi pagarla in criptovaluta dalla pagina sicura: lì scegli la moneta. Non serve un account.',
    ],
    action: { label: 'Paga la fattura', url },
    footnote: `Ricevi questa email perché ${notice.merchant} ti ha emesso una fattura con Incasso.`,
  }),
  en: (notice, url) => ({
    subject:
      notice.kind === 'sent'
        ? `${notice.merchant}: invoice ${notice.number} for ${notice.total}`
        : `Reminder: invoice ${notice.number} from ${notice.merchant} is overdue`,
    paragraphs: [
      `Dear ${notice.customerName},`,
      notice.kind === 'sent'
        ? `please find attached invoice ${notice.number} from ${notice.merchant} for ${notice.total}, due on ${notice.dueDate}.`
        : `invoice ${notice.number} from ${notice.merchant} for ${notice.total} was due on ${notice.dueDate}. It is attached again.`,
      'You can pay it in cryptocurrency on the secure page, where you choose the coin. No account is needed.',
    ],
    action: { label: 'Pay the invoice', url },
    footnote: `You get this email because ${notice.merchant} issued you an invoice with Incasso.`,
  }),
};

export function invoiceMessage(
  to: string,
  locale: Locale,
  notice: InvoiceNotice,
  payUrl: string,
  pdf: { filename: string; content: Buffer },
): MailMessage {
  return {
    ...renderEmail(to, CONTENT[locale](notice, payUrl)),
    attachments: [
      {
        filename: pdf.filename,
        contentType: 'application/pdf',
        contentBase64: pdf.content.toString('base64'),
      },
    ],
  };
}
