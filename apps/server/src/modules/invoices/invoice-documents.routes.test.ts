import type { Invoice, InvoiceInput } from '@incasso/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { fatturapaErrors } from '#test/fatturapa-schema.ts';
import {
  createInvoice,
  invoiceCall,
  invoiceInput,
  saveItalianFiscalData,
} from '#test/factories/invoices.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { pdfText } from '#test/pdf-text.ts';

// Issue 12: the invoice as files. The PDF is read back as text with pdf.js; every FatturaPA
// document is checked against the official XSD (a copy in test/fixtures).
describe('invoice PDF and FatturaPA XML', { timeout: 60_000 }, () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp({ deps: { clock: () => new Date('2027-01-15T10:00:00Z') } });
    merchant = await buildMerchant(ctx, { planId: 'plus', accountType: 'business' });
    await saveItalianFiscalData(ctx, merchant);
  });
  afterAll(() => ctx.close());

  async function issued(overrides: Partial<InvoiceInput> = {}): Promise<Invoice> {
    const draft = await createInvoice(ctx, merchant, overrides);
    const sent = await invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${draft.id}/send`);
    if (sent.statusCode !== 200) throw new Error(sent.body);
    return sent.json<Invoice>();
  }

  it('renders the PDF with the seller’s fiscal data and the exact amounts, in Italian', async () => {
    const invoice = await issued({
      lines: [
        {
          description: 'Sviluppo sito',
          quantityHundredths: 1250,
          unitPriceCents: 8_000,
          vatRate: 22,
        },
        { description: 'Libro', quantityHundredths: 100, unitPriceCents: 1_999, vatRate: 4 },
      ],
    });
    const response = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/pdf`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Fattura ${invoice.number}`);
    expect(text).toContain('Bottega Rossi S.r.l.');
    expect(text).toContain('P.IVA IT00159560366');
    expect(text).toContain('Via Roma 1, 20121 Milano (MI)');
    expect(text).toContain('12,5');
    // 12.5 × 80.00 = 1000.00; 22% = 220.00; 19.99 at 4% = 0.80; total 1240.79.
    expect(text).toContain('1.000,00 EUR');
    expect(text).toContain('220,00 EUR');
    expect(text).toContain('0,80 EUR');
    expect(text).toContain('Totale: 1.240,79 EUR');
    expect(invoice.totalCents).toBe(124_079);
    expect(text).toContain(invoice.payUrl);
  });

  it('speaks English when the invoice does', async () => {
    const invoice = await issued({ locale: 'en' });
    const response = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/pdf`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    // 1.5 × 100.00 = 150.00 + 22% = 183.00.
    expect(text).toContain('Total: 183.00 EUR');
  });

  const foreign: Partial<InvoiceInput> = {
    customer: {
      name: 'Müller GmbH',
      email: 'buchhaltung@example.test',
      address: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatNumber: 'DE123456789',
      publicAdministration: false,
    },
    lines: [
      // Reverse charge on an EU business: no VAT, Natura N2.1.
      {
        description: 'Beratung',
        quantityHundredths: 200,
        unitPriceCents: 12_345,
        vatRate: 0,
        natura: 'N2.1',
      },
    ],
  };

  it.each([
    ['22% to an Italian business', {}],
    [
      'mixed rates and a 0% line',
      {
        lines: [
          {
            description: 'Servizio «speciale» & co. 😀',
            quantityHundredths: 333,
            unitPriceCents: 1_001,
            vatRate: 22,
          },
          { description: 'Pasti', quantityHundredths: 100, unitPriceCents: 2_000, vatRate: 10 },
          { description: 'Giornali', quantityHundredths: 100, unitPriceCents: 500, vatRate: 4 },
          {
            description: 'Esente',
            quantityHundredths: 100,
            unitPriceCents: 7_000,
            vatRate: 0,
            natura: 'N4',
          },
        ],
      } satisfies Partial<InvoiceInput>,
    ],
    ['a foreign customer', foreign],
    [
      'a private Italian customer without SDI code',
      {
        customer: {
          name: 'Mario Bianchi',
          email: 'mario@example.test',
          address: 'Corso Italia 3',
          postalCode: '00184',
          city: 'Roma',
          province: 'RM',
          country: 'IT',
          fiscalCode: 'BNCMRA80A01H501U',
          pec: 'mario@pec.example.test',
          publicAdministration: false,
        },
      } satisfies Partial<InvoiceInput>,
    ],
    [
      'a public administration (FPA12)',
      {
        customer: {
          name: 'Comune di Esempio',
          email: 'ragioneria@example.test',
          address: 'Piazza Municipio 1',
          postalCode: '50100',
          city: 'Firenze',
          province: 'FI',
          country: 'IT',
          fiscalCode: '01307110484',
          sdiCode: 'UFABCD',
          publicAdministration: true,
        },
      } satisfies Partial<InvoiceInput>,
    ],
  ])('exports %s as FatturaPA valid against the XSD', async (_name, overrides) => {
    const invoice = await issued(overrides);
    const response = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/fatturapa`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="IT00159560366_[0-9A-Z]{5}\.xml"$/,
    );
    const xml = response.body;
    expect(await fatturapaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<Numero>${invoice.number}</Numero>`);
    expect(xml).toContain(
      `<ImportoTotaleDocumento>${(invoice.totalCents / 100).toFixed(2)}</ImportoTotaleDocumento>`,
    );
    for (const group of invoice.vat) {
      expect(xml).toContain(
        `<ImponibileImporto>${(group.taxableCents / 100).toFixed(2)}</ImponibileImporto>`,
      );
      if (group.natura) expect(xml).toContain(`<Natura>${group.natura}</Natura>`);
    }
    const format = invoice.customer.publicAdministration ? 'FPA12' : 'FPR12';
    expect(xml).toContain(`versione="${format}"`);
  });

  it('writes the foreign customer’s codes as the SDI expects', async () => {
    const invoice = await issued(foreign);
    const xml = (
      await invoiceCall(ctx, merchant.cookie, 'GET', `/api/invoices/${invoice.id}/fatturapa`)
    ).body;
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toContain('<IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice>');
    expect(xml).toContain('<Nazione>DE</Nazione>');
  });

  it('refuses a draft, and merchants without complete Italian fiscal data', async () => {
    const draft = await createInvoice(ctx, merchant);
    const early = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${draft.id}/fatturapa`,
    );
    expect(early.json().error).toBe('invoiceNotIssued');

    const privateMerchant = await buildMerchant(ctx, { planId: 'plus' });
    const settings = await invoiceCall(
      ctx,
      privateMerchant.cookie,
      'GET',
      '/api/invoices/settings',
    );
    expect(settings.json().fatturapaAvailable).toBe(false);
    const theirs = await createInvoice(ctx, privateMerchant, invoiceInput(privateMerchant));
    await invoiceCall(ctx, privateMerchant.cookie, 'POST', `/api/invoices/${theirs.id}/send`);
    const refused = await invoiceCall(
      ctx,
      privateMerchant.cookie,
      'GET',
      `/api/invoices/${theirs.id}/fatturapa`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('fiscalDataIncomplete');
    const mine = await invoiceCall(ctx, merchant.cookie, 'GET', '/api/invoices/settings');
    expect(mine.json().fatturapaAvailable).toBe(true);
  });
});
