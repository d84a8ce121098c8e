import PDFDocument from 'pdfkit';
import { quantityToDecimalString } from '@incasso/shared/invoices';
import type { Locale } from '@incasso/shared/locale';
import { centsToDecimalString } from '@incasso/shared/money';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import type { MerchantFiscal } from './merchant-fiscal.ts';

const TEXTS = {
  it: {
    title: 'Fattura',
    draft: 'Bozza',
    number: 'Numero',
    issued: 'Data',
    due: 'Scadenza',
    seller: 'Fornitore',
    buyer: 'Cliente',
    vatNumber: 'P.IVA',
    fiscalCode: 'C.F.',
    description: 'Descrizione',
    quantity: 'Q.tà',
    price: 'Prezzo',
    vat: 'IVA',
    amount: 'Importo',
    subtotal: 'Imponibile',
    vatOn: (rate: string) => `IVA ${rate}`,
    total: 'Totale',
    notes: 'Note',
    pay: 'Paga in criptovaluta',
    creditNote: 'Stornata con nota di credito',
  },
  en: {
    title: 'Invoice',
    draft: 'Draft',
    number: 'Number',
    issued: 'Date',
    due: 'Due date',
    seller: 'Seller',
    buyer: 'Customer',
    vatNumber: 'VAT no.',
    fiscalCode: 'Tax code',
    description: 'Description',
    quantity: 'Qty',
    price: 'Price',
    vat: 'VAT',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vatOn: (rate: string) => `VAT ${rate}`,
    total: 'Total',
    notes: 'Notes',
    pay: 'Pay in cryptocurrency',
    creditNote: 'Voided by credit note',
  },
} as const;

/** Amounts as exact decimal strings: '1.234,56 EUR' in Italian, '1,234.56 EUR' in English. */
export function invoiceMoney(cents: number, currency: string, locale: Locale): string {
  const [whole = '0', fraction = '00'] = centsToDecimalString(cents).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole
    .replace('-', '')
    .replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'it' ? '.' : ',');
  return `${sign}${digits}${locale === 'it' ? ',' : '.'}${fraction} ${currency}`;
}

const quantity = (hundredths: number, locale: Locale) => {
  const text = quantityToDecimalString(hundredths).replace(/\.00$/, '');
  return locale === 'it' ? text.replace('.', ',') : text;
};

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  seller: MerchantFiscal;
  payUrl: string | null;
}

/**
 * An A4 invoice in the invoice's language, with the seller's fiscal data. Helvetica is one of
 * PDF's standard fonts (metrics shipped with pdfkit): nothing is fetched.
 */
export function renderInvoicePdf({ invoice, seller, payUrl }: InvoicePdfInput): Promise<Buffer> {
  const locale = invoice.locale;
  const t = TEXTS[locale];
  const money = (cents: number) => invoiceMoney(cents, invoice.currency, locale);
  const title = `${t.title} ${invoice.number ?? t.draft}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`${t.issued}: ${invoice.issueDate}    ${t.due}: ${invoice.dueDate}`);
  doc.moveDown();

  const party = (label: string, lines: (string | null | undefined)[]) => {
    doc.font('Helvetica-Bold').text(label);
    doc.font('Helvetica');
    for (const line of lines) if (line) doc.text(line);
    doc.moveDown(0.5);
  };
  party(t.seller, [
    seller.name,
    seller.address,
    seller.vatNumber && `${t.vatNumber} ${seller.vatNumber}`,
    seller.fiscalCode && `${t.fiscalCode} ${seller.fiscalCode}`,
  ]);
  const c = invoice.customer;
  party(t.buyer, [
    c.name,
    c.address,
    `${c.postalCode} ${c.city}${c.province ? ` (${c.province})` : ''} ${c.country}`,
    c.vatNumber && `${t.vatNumber} ${c.vatNumber}`,
    c.fiscalCode && `${t.fiscalCode} ${c.fiscalCode}`,
    c.email,
  ]);
  doc.moveDown(0.5);

  const columns = [50, 300, 360, 440, 490] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const x = columns[i] ?? 50;
      const width = (columns[i + 1] ?? 545) - x - 6;
      doc.text(cell, x, y, { width, align: i === 0 ? 'left' : 'right' });
    });
    doc.x = 50;
    doc.moveDown(0.3);
  };
  row([t.description, t.quantity, t.price, t.vat, t.amount], true);
  for (const line of invoice.lines) {
    row([
      line.description,
      quantity(line.quantityHundredths, locale),
      money(line.unitPriceCents),
      line.natura ? `0% ${line.natura}` : `${line.vatRate}%`,
      money(line.netCents),
    ]);
  }
  doc.moveDown();
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(`${label}: ${value}`, 50, doc.y, {
      align: 'right',
    });
  };
  total(t.subtotal, money(invoice.subtotalCents));
  for (const group of invoice.vat) {
    const label = group.natura ? `0% ${group.natura}` : `${group.vatRate}%`;
    total(`${t.vatOn(label)} (${money(group.taxableCents)})`, money(group.vatCents));
  }
  total(t.total, money(invoice.totalCents), true);
  doc.moveDown();
  doc.font('Helvetica').text('', 50);
  if (invoice.notes) {
    doc.font('Helvetica-Bold').text(t.notes);
    doc.font('Helvetica').text(invoice.notes);
    doc.moveDown();
  }
  if (invoice.creditNoteNumber) doc.text(`${t.creditNote} ${invoice.creditNoteNumber}`);
  if (payUrl && invoice.status !== 'paid' && invoice.status !== 'void') {
    doc.font('Helvetica-Bold').text(t.pay);
    doc.font('Helvetica').fillColor('#1d4ed8').text(payUrl, { link: payUrl });
  }
  doc.end();
  return done;
}
