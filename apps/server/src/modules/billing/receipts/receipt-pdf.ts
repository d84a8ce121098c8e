import PDFDocument from 'pdfkit';
import type { Locale } from '@incasso/shared/locale';
import { formatDate } from '@incasso/shared/format';
import { formatFiat, type FiatCurrency } from '@incasso/shared/money';

export interface ReceiptContent {
  number: string;
  locale: Locale;
  seller: { name: string; details: string };
  buyer: { email: string };
  /** What was paid for, already in the receipt's language. */
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  valueCents: number;
  creditCents: number;
  amountCents: number;
  currency: FiatCurrency;
  paidAt: Date;
  paymentId: string;
}

const TEXTS = {
  it: {
    title: 'Ricevuta',
    number: 'Numero',
    paidOn: 'Pagata il',
    seller: 'Venditore',
    buyer: 'Cliente',
    item: 'Descrizione',
    period: 'Periodo',
    price: 'Prezzo',
    credit: 'Credito del piano precedente',
    total: 'Totale pagato',
    payment: 'Richiesta di pagamento',
    note: 'Pagato in criptovaluta tramite Incasso. Questa ricevuta non è una fattura fiscale.',
  },
  en: {
    title: 'Receipt',
    number: 'Number',
    paidOn: 'Paid on',
    seller: 'Seller',
    buyer: 'Customer',
    item: 'Description',
    period: 'Period',
    price: 'Price',
    credit: 'Credit from the previous plan',
    total: 'Total paid',
    payment: 'Payment request',
    note: 'Paid in cryptocurrency through Incasso. This receipt is not a tax invoice.',
  },
} as const;

/** Amounts in the receipt's language ('1.200,50 €'), read exactly: no float on the way. */
function money(cents: number, currency: FiatCurrency, locale: Locale): string {
  return formatFiat(cents, currency, locale);
}

/**
 * A one-page A4 receipt. Helvetica is one of PDF's standard fonts, whose metrics pdfkit ships in
 * its package: nothing is fetched, and € and accented letters are in its encoding.
 */
export function renderReceiptPdf(receipt: ReceiptContent): Promise<Buffer> {
  const t = TEXTS[receipt.locale];
  const day = (date: Date) => formatDate(date, receipt.locale, 'UTC');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${receipt.number}`, Author: receipt.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(t.title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`${t.number}: ${receipt.number}`);
  doc.text(`${t.paidOn}: ${day(receipt.paidAt)}`);
  doc.moveDown();

  const party = (label: string, lines: string[]) => {
    doc.font('Helvetica-Bold').text(label);
    doc.font('Helvetica');
    for (const line of lines.filter(Boolean)) doc.text(line);
    doc.moveDown();
  };
  party(t.seller, [receipt.seller.name, receipt.seller.details]);
  party(t.buyer, [receipt.buyer.email]);

  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(`${label}: ${value}`);
  };
  row(t.item, receipt.description);
  if (receipt.periodStart && receipt.periodEnd) {
    row(t.period, `${day(receipt.periodStart)} – ${day(receipt.periodEnd)}`);
  }
  row(t.price, money(receipt.valueCents, receipt.currency, receipt.locale));
  if (receipt.creditCents > 0) {
    row(t.credit, `-${money(receipt.creditCents, receipt.currency, receipt.locale)}`);
  }
  row(t.total, money(receipt.amountCents, receipt.currency, receipt.locale), true);
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(`${t.payment}: ${receipt.paymentId}`);
  doc.text(t.note);
  doc.end();
  return done;
}
