import { randomUUID } from 'node:crypto';
import { CHAINS } from '@incasso/shared/chains';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import type { PaymentStatus } from '@incasso/shared/events';
import type { InvoiceStatus } from '@incasso/shared/invoices';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { errorKeyOf } from '#test/error-key.ts';
import { italianCustomer } from '#test/factories/invoices.ts';
import type { InvoicesRepository } from './invoices.repository.ts';
import { createInvoicesService } from './invoices.service.ts';

// Voiding an invoice, branch by branch, on an in-memory repository and a payments port that
// answers what each test says: only a sent or overdue invoice is voided, its pending pay link
// is withdrawn first, money already arriving refuses the void, and the credit note is numbered
// with the merchant's format in the year of the void.

const USER = randomUUID();
const NOW = new Date('2027-05-10T09:00:00Z');

function invoiceRow(status: InvoiceStatus, paymentId: string | null): InvoiceRow {
  return {
    id: randomUUID(),
    userId: USER,
    status,
    number: status === 'draft' ? null : 'FT-2027-0007',
    numberYear: 2027,
    progressive: 7,
    locale: 'it',
    currency: 'EUR',
    walletId: null,
    customer: italianCustomer('cliente@example.test'),
    customerKey: 'rossi s.r.l.',
    issueDate: '2027-05-01',
    dueDate: '2027-05-31',
    lines: [
      {
        description: 'Consulenza',
        quantityHundredths: 100,
        unitPriceCents: 10_000,
        vatRate: 22,
        natura: null,
        netCents: 10_000,
      },
    ],
    vat: [{ vatRate: 22, natura: null, taxableCents: 10_000, vatCents: 2_200 }],
    notes: null,
    subtotalCents: 10_000,
    vatCents: 2_200,
    totalCents: 12_200,
    paymentId,
    txHash: null,
    paidChain: null,
    creditNoteNumber: null,
    creditNoteYear: null,
    creditNoteProgressive: null,
    issuedBy: null,
    sentAt: status === 'draft' ? null : NOW,
    paidAt: null,
    overdueAt: null,
    voidedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

function service(invoice: InvoiceRow, payLink: PaymentStatus, options: { raced?: boolean } = {}) {
  const cancelled: string[] = [];
  let creditNotes = 0;
  const repo = {
    async findOwned(userId: string, id: string) {
      return userId === USER && id === invoice.id ? invoice : undefined;
    },
    async numberFormat() {
      return 'FT-{YYYY}-{NNNN}';
    },
    async voidWithCreditNote(
      _userId: string,
      _id: string,
      year: number,
      number: (progressive: number) => string,
      at: Date,
    ) {
      // Another request voided or paid it between the read and the update.
      if (options.raced) return undefined;
      creditNotes += 1;
      Object.assign(invoice, {
        status: 'void',
        creditNoteNumber: number(creditNotes),
        creditNoteYear: year,
        creditNoteProgressive: creditNotes,
        voidedAt: at,
      });
      return invoice;
    },
  };
  const invoices = createInvoicesService({
    repo: repo as Partial<InvoicesRepository> as InvoicesRepository,
    wallets: { findOwned: async () => undefined },
    payments: {
      get: async () => ({ status: payLink }) as Partial<PaymentEventData> as PaymentEventData,
      cancel: async (_userId, id) => void cancelled.push(id),
    },
    seller: async () => {
      throw new Error('voiding never asks for the seller');
    },
    registry: CHAINS,
    publicUrl: 'https://pay.example',
    now: () => NOW,
  });
  return { invoices, cancelled };
}

describe('voiding an invoice', () => {
  it('withdraws a pending pay link, then voids with a credit note in the merchant’s format', async () => {
    const payment = randomUUID();
    const invoice = invoiceRow('sent', payment);
    const { invoices, cancelled } = service(invoice, 'PENDING');
    const voided = await invoices.void(USER, invoice.id);
    expect(cancelled).toEqual([payment]);
    expect(voided).toMatchObject({ status: 'void', creditNoteNumber: 'NC-FT-2027-0001' });
    expect(invoice.voidedAt).toEqual(NOW);
  });

  it('voids an overdue invoice whose pay link ended, or that has none, without cancelling', async () => {
    for (const [status, payLink] of [
      ['overdue', 'TIMED_OUT'],
      ['sent', 'CANCELLED'],
    ] as const) {
      const invoice = invoiceRow(status, randomUUID());
      const { invoices, cancelled } = service(invoice, payLink);
      expect(await errorKeyOf(invoices.void(USER, invoice.id))).toBe('resolved');
      expect(cancelled).toEqual([]);
    }
    const unlinked = invoiceRow('sent', null);
    expect(await errorKeyOf(service(unlinked, 'PENDING').invoices.void(USER, unlinked.id))).toBe(
      'resolved',
    );
  });

  it('refuses while money is arriving on the pay link, and changes nothing', async () => {
    for (const payLink of ['DETECTED', 'CONFIRMING', 'CONFIRMED'] as const) {
      const invoice = invoiceRow('sent', randomUUID());
      const { invoices, cancelled } = service(invoice, payLink);
      expect(await errorKeyOf(invoices.void(USER, invoice.id))).toBe('invoicePaymentArriving');
      expect(invoice.status).toBe('sent');
      expect(cancelled).toEqual([]);
    }
  });

  it('voids only a sent or overdue invoice of its own merchant', async () => {
    for (const status of ['draft', 'paid', 'void'] as const) {
      const invoice = invoiceRow(status, null);
      expect(await errorKeyOf(service(invoice, 'PENDING').invoices.void(USER, invoice.id))).toBe(
        'invoiceNotOpen',
      );
    }
    const invoice = invoiceRow('sent', null);
    const { invoices } = service(invoice, 'PENDING');
    expect(await errorKeyOf(invoices.void(randomUUID(), invoice.id))).toBe('notFound');
    expect(invoice.status).toBe('sent');
  });

  it('answers invoiceNotOpen when another request settled it first', async () => {
    const invoice = invoiceRow('sent', null);
    const { invoices } = service(invoice, 'PENDING', { raced: true });
    expect(await errorKeyOf(invoices.void(USER, invoice.id))).toBe('invoiceNotOpen');
  });
});
