import PDFDocument from 'pdfkit';
import { formatBasisPoints, formatDay, formatFiat, formatQuantity } from '@incasso/shared/format';
import { addressLine } from '@incasso/shared/invoice-seller';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import type { MerchantFiscal } from './merchant-fiscal.ts';
import { creditNoteDay } from './invoices.presenter.ts';
import { PDF_TEXTS } from './invoice-pdf-texts.ts';

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  seller: MerchantFiscal;
  payUrl: string | null;
  /** The credit note that voided the invoice, rather than the invoice itself. */
  creditNote?: boolean;
}

const LEFT = 50;
const RIGHT = 545;
/** Description, quantity, price, VAT, amount: the money columns are wide enough for 99.999.999,99 €. */
const COLUMNS = [LEFT, 255, 305, 395, 445] as const;
const FONT_SIZE = 10;

/**
 * An A4 invoice, or the credit note that voided it, in the invoice's language, with the seller's
 * fiscal data. Helvetica is one of PDF's standard fonts (metrics shipped with pdfkit): nothing
 * is fetched. Numbers and dates come from the shared formatters, as on the web and in emails.
 */
export function renderInvoicePdf({
  invoice,
  seller,
  payUrl,
  creditNote = false,
}: InvoicePdfInput): Promise<Buffer> {
  const locale = invoice.locale;
  const t = PDF_TEXTS[locale];
  const money = (cents: number) => formatFiat(cents, invoice.currency, locale);
  const rate = (vatRate: number, natura: string | null) =>
    natura ? `0% ${natura}` : formatBasisPoints(vatRate * 100, locale);
  const number = creditNote ? invoice.creditNoteNumber : invoice.number;
  const title = `${creditNote ? t.creditNote : t.invoice} ${number ?? t.draft}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: title, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.font('Helvetica').fontSize(FONT_SIZE).moveDown(0.5);
  const issued = creditNote ? (creditNoteDay(invoice) ?? invoice.issueDate) : invoice.issueDate;
  doc.text(
    creditNote
      ? `${t.issued}: ${formatDay(issued, locale)}`
      : `${t.issued}: ${formatDay(issued, locale)}    ${t.due}: ${formatDay(invoice.dueDate, locale)}`,
  );
  if (creditNote && invoice.number) {
    doc.text(t.cancels(invoice.number, formatDay(invoice.issueDate, locale)));
  }
  doc.moveDown();

  const party = (label: string, lines: (string | null | undefined)[]) => {
    doc.font('Helvetica-Bold').text(label);
    doc.font('Helvetica');
    for (const line of lines) if (line) doc.text(line);
    doc.moveDown(0.5);
  };
  party(t.seller, [
    seller.name,
    seller.address && addressLine(seller.address),
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

  /** One figure on one line: a size smaller rather than wrapped, should it not fit. */
  const figure = (text: string, x: number, y: number, width: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let size = FONT_SIZE;
    while (size > 6 && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
    doc.text(text, x, y, { width, align: 'right', lineBreak: false });
    doc.fontSize(FONT_SIZE);
  };
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const [description = '', ...figures] = cells;
    doc.text(description, LEFT, y, { width: COLUMNS[1] - LEFT - 6 });
    const bottom = doc.y;
    figures.forEach((cell, i) => {
      const x = COLUMNS[i + 1] ?? LEFT;
      figure(cell, x, y, (COLUMNS[i + 2] ?? RIGHT) - x, bold);
    });
    doc.x = LEFT;
    doc.y = Math.max(bottom, y + doc.currentLineHeight());
    doc.moveDown(0.3);
  };
  row([t.description, t.quantity, t.price, t.vat, t.amount], true);
  for (const line of invoice.lines) {
    row([
      line.description,
      formatQuantity(line.quantityHundredths, locale),
      money(line.unitPriceCents),
      rate(line.vatRate, line.natura),
      money(line.netCents),
    ]);
  }
  doc.moveDown();
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(`${label}:`, LEFT, y, { width: COLUMNS[3] - LEFT - 6, align: 'right' });
    figure(value, COLUMNS[3], y, RIGHT - COLUMNS[3], bold);
    doc.x = LEFT;
    doc.y = y + doc.currentLineHeight() * 1.2;
  };
  total(t.subtotal, money(invoice.subtotalCents));
  for (const group of invoice.vat) {
    total(
      t.vatOn(rate(group.vatRate, group.natura), money(group.taxableCents)),
      money(group.vatCents),
    );
  }
  total(t.total, money(invoice.totalCents), true);
  doc.moveDown();
  doc.font('Helvetica').text('', LEFT);
  if (invoice.notes) {
    doc.font('Helvetica-Bold').text(t.notes);
    doc.font('Helvetica').text(invoice.notes);
    doc.moveDown();
  }
  if (!creditNote && invoice.creditNoteNumber) doc.text(t.voidedBy(invoice.creditNoteNumber));
  if (!creditNote && payUrl && invoice.status !== 'paid' && invoice.status !== 'void') {
    doc.font('Helvetica-Bold').text(t.pay);
    doc.font('Helvetica').fillColor('#1d4ed8').text(payUrl, { link: payUrl });
  }
  doc.end();
  return done;
}
