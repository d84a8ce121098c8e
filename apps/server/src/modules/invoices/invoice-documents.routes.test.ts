import type { Invoice, InvoiceInput } from '@incasso/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { fatturapaErrors } from '#test/fatturapa-schema.ts';
import {
  createInvoice,
  invoiceCall,
  invoiceInput,
  ITALIAN_SELLER,
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
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Fattura ${invoice.number}`);
    expect(text).toContain('Bottega Rossi S.r.l.');
    expect(text).toContain('P.IVA IT00159560366');
    expect(text).toContain('Via Roma 1, 20121 Milano (MI)');
    // The dates as Italian writes them, as on the web and in the emails.
    expect(text).toContain('Data: 15/01/2027');
    expect(text).toContain('Scadenza: 14/02/2027');
    expect(text).toContain('12,5');
    // 12.5 × 80.00 = 1000.00; 22% = 220.00; 19.99 at 4% = 0.80; total 1240.79 (Intl's Italian
    // groups thousands from five digits on).
    expect(text).toContain('1.000,00 €');
    expect(text).toContain('220,00 €');
    expect(text).toContain('0,80 €');
    expect(text).toContain('Totale: 1.240,79 €');
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
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Date: Jan 15, 2027');
    // 1.5 × 100.00 = 150.00 + 22% = 183.00.
    expect(text).toContain('Total: €183.00');
  });

  it('keeps the largest amount on one line in its column', async () => {
    const invoice = await issued({
      lines: [
        {
          description: 'Tutto',
          quantityHundredths: 100,
          unitPriceCents: 8_196_721_311,
          vatRate: 22,
        },
      ],
    });
    const response = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/pdf`,
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    // 81,967,213.11 + 22% = 99,999,999.99: each figure one text item, never split over lines.
    expect(text).toContain(' 81.967.213,11 € ');
    expect(text).toContain('Totale: 99.999.999,99 €');
  });

  it('makes the credit note that voided an invoice: its PDF and FatturaPA TD04', async () => {
    const invoice = await issued();
    const voided = (
      await invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${invoice.id}/void`)
    ).json<Invoice>();
    expect(voided.creditNoteNumber).toMatch(/^NC-2027\/\d{4}$/);
    const pdf = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/credit-note/pdf`,
    );
    expect(pdf.headers['content-disposition']).toMatch(
      /filename="nota-di-credito-NC-2027-\d{4}\.pdf"/,
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Nota di credito ${voided.creditNoteNumber}`);
    expect(text).toContain(`Storno totale della fattura ${invoice.number} del 15/01/2027`);
    expect(text).toContain('Bottega Rossi S.r.l.');
    expect(text).not.toContain('Paga in criptovaluta');

    const xml = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/credit-note/fatturapa`,
    );
    expect(await fatturapaErrors(xml.body)).toEqual([]);
    expect(xml.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml.body).toContain(`<Numero>${voided.creditNoteNumber}</Numero>`);
    expect(xml.body).toContain(
      `<DatiFattureCollegate><IdDocumento>${invoice.number}</IdDocumento><Data>2027-01-15</Data></DatiFattureCollegate>`,
    );
    // Its own transmission file, never the invoice's.
    const invoiceXml = await invoiceCall(
      ctx,
      merchant.cookie,
      'GET',
      `/api/invoices/${invoice.id}/fatturapa`,
    );
    expect(xml.headers['content-disposition']).not.toBe(invoiceXml.headers['content-disposition']);

    const open = await issued();
    for (const kind of ['pdf', 'fatturapa']) {
      const none = await invoiceCall(
        ctx,
        merchant.cookie,
        'GET',
        `/api/invoices/${open.id}/credit-note/${kind}`,
      );
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('creditNoteNotFound');
    }
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

    // A German business issues invoices, but FatturaPA is Italian sellers' only.
    const german = await buildMerchant(ctx, { planId: 'plus', accountType: 'business' });
    await invoiceCall(ctx, german.cookie, 'PUT', '/api/user/fiscal', {
      ...ITALIAN_SELLER,
      vatNumber: 'DE123456789',
      postalCode: '10115',
      city: 'Berlin',
      province: '',
    });
    const settings = await invoiceCall(ctx, german.cookie, 'GET', '/api/invoices/settings');
    expect(settings.json()).toMatchObject({
      fatturapaAvailable: false,
      fatturapaGaps: ['italianVatNumber'],
      sellerGaps: [],
    });
    const theirs = await createInvoice(ctx, german, invoiceInput(german));
    await invoiceCall(ctx, german.cookie, 'POST', `/api/invoices/${theirs.id}/send`);
    const refused = await invoiceCall(
      ctx,
      german.cookie,
      'GET',
      `/api/invoices/${theirs.id}/fatturapa`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('fiscalDataIncomplete');
    const mine = await invoiceCall(ctx, merchant.cookie, 'GET', '/api/invoices/settings');
    expect(mine.json().fatturapaAvailable).toBe(true);
  });
});
