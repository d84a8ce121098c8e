import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf.ts';

const receipt: ReceiptContent = {
  number: 'INC-000042',
  locale: 'it',
  seller: { name: 'Incasso S.r.l.', details: 'Via Roma 1, Milano · P.IVA 01234567890' },
  buyer: { email: 'anna@shop.it' },
  description: 'Piano Premium, annuale',
  periodStart: new Date('2026-03-10T00:00:00Z'),
  periodEnd: new Date('2027-03-10T00:00:00Z'),
  valueCents: 29_000,
  creditCents: 450,
  amountCents: 28_550,
  currency: 'EUR',
  paidAt: new Date('2026-03-10T00:00:00Z'),
  paymentId: '7b1e4c2a-0000-4000-8000-000000000001',
};

describe('receipt PDF', () => {
  it('is one A4 page titled with its number, made without any download', async () => {
    const pdf = await renderReceiptPdf(receipt);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toContain('(Ricevuta INC-000042)');
  });

  it('speaks the buyer’s language', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, locale: 'en', creditCents: 0 });
    expect(pdf.toString('latin1')).toContain('(Receipt INC-000042)');
  });
});
