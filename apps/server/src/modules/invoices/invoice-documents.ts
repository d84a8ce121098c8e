import { AppError } from '#server/lib/app-error.ts';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';
import { fatturapaFileName, renderFatturaPa, type FatturaPaDocument } from './fatturapa-xml.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { italianSeller, type MerchantFiscal } from './merchant-fiscal.ts';

export interface InvoiceDocumentsDeps {
  /** The seller's fiscal data and name (accounts module). */
  merchant(userId: string): Promise<MerchantFiscal>;
  publicUrl: string;
}

/** Which document of an invoice: the invoice itself, or the credit note that voided it. */
export type InvoiceDocumentKind = FatturaPaDocument;

const FILE_WORDS = {
  it: { invoice: 'fattura', creditNote: 'nota-di-credito' },
  en: { invoice: 'invoice', creditNote: 'credit-note' },
} as const;

const noCreditNote = () =>
  new AppError(404, 'creditNoteNotFound', 'This invoice was not voided by a credit note.');

/** The invoice as files: its PDF, and its FatturaPA XML for Italian sellers; its credit note too. */
export function createInvoiceDocuments(deps: InvoiceDocumentsDeps) {
  const payLink = (row: InvoiceRow) =>
    row.paymentId ? payUrl(deps.publicUrl, row.paymentId) : null;

  return {
    async pdf(
      row: InvoiceRow,
      kind: InvoiceDocumentKind = 'invoice',
    ): Promise<{ filename: string; content: Buffer }> {
      if (kind === 'creditNote' && !row.creditNoteNumber) throw noCreditNote();
      const seller = await deps.merchant(row.userId);
      const content = await renderInvoicePdf({
        invoice: row,
        seller,
        payUrl: payLink(row),
        creditNote: kind === 'creditNote',
      });
      const number = kind === 'creditNote' ? row.creditNoteNumber : row.number;
      const name = (number ?? 'draft').replace(/[^0-9A-Za-z-]+/g, '-');
      return { filename: `${FILE_WORDS[row.locale][kind]}-${name}.pdf`, content };
    },

    async fatturapa(
      row: InvoiceRow,
      kind: InvoiceDocumentKind = 'invoice',
    ): Promise<{ filename: string; content: string }> {
      const seller = italianSeller(await deps.merchant(row.userId));
      if (!seller) {
        throw new AppError(
          422,
          'fiscalDataIncomplete',
          'FatturaPA needs a business with an Italian VAT number and its full legal address.',
        );
      }
      if (!row.number) {
        throw new AppError(409, 'invoiceNotIssued', 'Only an issued invoice can be exported.');
      }
      if (kind === 'creditNote' && !row.creditNoteNumber) throw noCreditNote();
      if (row.customer.publicAdministration && row.customer.sdiCode?.length !== 6) {
        throw new AppError(
          422,
          'sdiCodeRequired',
          'A public administration customer needs its 6-character office code.',
        );
      }
      return {
        filename: fatturapaFileName(seller, row, kind),
        content: renderFatturaPa(seller, row, kind),
      };
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
