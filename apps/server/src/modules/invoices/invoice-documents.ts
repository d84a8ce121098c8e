import { AppError } from '#server/lib/app-error.ts';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { fatturapaFileName, renderFatturaPa } from './fatturapa-xml.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { italianSeller, type MerchantFiscal } from './merchant-fiscal.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';

export interface InvoiceDocumentsDeps {
  /** The seller's fiscal data and name (accounts module). */
  merchant(userId: string): Promise<MerchantFiscal>;
  publicUrl: string;
}

/** The invoice as files: its PDF, and its FatturaPA XML for Italian sellers. */
export function createInvoiceDocuments(deps: InvoiceDocumentsDeps) {
  const payLink = (row: InvoiceRow) =>
    row.paymentId ? payUrl(deps.publicUrl, row.paymentId) : null;

  return {
    async pdf(row: InvoiceRow): Promise<{ filename: string; content: Buffer }> {
      const seller = await deps.merchant(row.userId);
      const content = await renderInvoicePdf({ invoice: row, seller, payUrl: payLink(row) });
      const name = (row.number ?? 'draft').replace(/[^0-9A-Za-z-]+/g, '-');
      return { filename: `${row.locale === 'it' ? 'fattura' : 'invoice'}-${name}.pdf`, content };
    },

    /** Whether the merchant's fiscal data are complete for FatturaPA. */
    async fatturapaAvailable(userId: string): Promise<boolean> {
      return italianSeller(await deps.merchant(userId)) !== null;
    },

    async fatturapa(row: InvoiceRow): Promise<{ filename: string; content: string }> {
      const seller = italianSeller(await deps.merchant(row.userId));
      if (!seller) {
        throw new AppError(
          422,
          'fiscalDataIncomplete',
          'FatturaPA needs a business with an Italian VAT number and an address as "street, CAP city (PR)".',
        );
      }
      if (!row.number) {
        throw new AppError(409, 'invoiceNotIssued', 'Only an issued invoice can be exported.');
      }
      if (row.customer.publicAdministration && row.customer.sdiCode?.length !== 6) {
        throw new AppError(
          422,
          'sdiCodeRequired',
          'A public administration customer needs its 6-character office code.',
        );
      }
      return { filename: fatturapaFileName(seller, row), content: renderFatturaPa(seller, row) };
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
