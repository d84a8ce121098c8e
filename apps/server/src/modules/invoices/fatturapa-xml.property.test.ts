import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  invoiceTotals,
  InvoiceInputSchema,
  InvoiceSettingsSchema,
  type InvoiceInput,
} from '@incasso/shared/invoices';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fatturapaErrors } from '#test/fatturapa-schema.ts';
import { renderFatturaPa } from './fatturapa-xml.ts';
import type { ItalianSeller } from './merchant-fiscal.ts';

// Issue 18 §5: the customer's postal code went into the XML unescaped, and characters outside
// Latin-1 became '?'. Whatever text a merchant types in any field, the invoice is either
// refused with a field error or written as a FatturaPA document the official XSD accepts.

const hostile = fc.constantFrom(
  '<&>"\'',
  ']]></Denominazione><x>',
  '€ — – “quoted” ‘single’ …',
  'Łódź Straße Œuvre ﬁne',
  'Ελληνικά Иван Петров',
  '中文 🍕 \u200b\u202e',
  '\u0000\u0007\t\r\n\u0085\u009f',
  '?',
  ' ',
);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  hostile,
  fc.array(hostile, { maxLength: 4 }).map((parts) => parts.join('x')),
);
// Text a merchant might well type: Latin letters among XML's special characters, typography,
// letters Latin-1 lacks, controls and odd spaces.
const typedText = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(
      ...'aZ09 .,-/<&>"\'?€—–“”‘’…•™ŁłőŒœﬁＡéßøÆ\u00a0\u2009\u200b\t\n\r\u0085ΩЖж',
    ),
    minLength: 1,
    maxLength,
  });
/** Mostly text that can be written, now and then anything at all. */
const text = fc.oneof({ arbitrary: typedText(90), weight: 6 }, { arbitrary: anyText, weight: 1 });
/** A field's valid shape mostly, so runs get past validation and write documents. */
const textOr = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: anyText, weight: 1 });
const postalCode = fc.stringMatching(/^[0-9]{5}$/);

const inputArbitrary = fc.record({
  name: text,
  address: text,
  postalCode: textOr(postalCode),
  city: text,
  province: fc.option(textOr(fc.constantFrom('MI', 'TO')), { nil: undefined }),
  country: textOr(fc.constantFrom('IT', 'DE')),
  vatNumber: fc.option(textOr(fc.constantFrom('IT01234567890', 'DE123456789')), {
    nil: undefined,
  }),
  fiscalCode: fc.option(textOr(fc.constant('RSSMRA80A01F205X')), { nil: undefined }),
  sdiCode: fc.option(textOr(fc.constant('ABC1234')), { nil: undefined }),
  pec: fc.option(textOr(fc.constant('pec@example.it')), { nil: undefined }),
  descriptions: fc.array(text, { minLength: 1, maxLength: 3 }),
  notes: fc.option(fc.oneof(text, typedText(600)), { nil: undefined }),
  numberPrefix: textOr(fc.string({ unit: fc.constantFrom(...'FA-/ <&>"\''), maxLength: 8 })),
  seller: fc.record({ name: text, street: text, city: text }),
});
type Generated = typeof inputArbitrary extends fc.Arbitrary<infer T> ? T : never;

function invoiceInputOf(generated: Generated): unknown {
  return {
    locale: 'it',
    currency: 'EUR',
    walletId: '00000000-0000-4000-8000-000000000001',
    customer: {
      name: generated.name,
      email: 'cliente@example.test',
      address: generated.address,
      postalCode: generated.postalCode,
      city: generated.city,
      province: generated.province,
      country: generated.country,
      vatNumber: generated.vatNumber,
      fiscalCode: generated.fiscalCode,
      sdiCode: generated.sdiCode,
      pec: generated.pec,
      publicAdministration: false,
    },
    issueDate: '2027-01-15',
    dueDate: '2027-02-14',
    lines: generated.descriptions.map((description) => ({
      description,
      quantityHundredths: 100,
      unitPriceCents: 1_000,
      vatRate: 22,
    })),
    notes: generated.notes,
  };
}

/** The row an issued invoice of this input is stored as. */
function issuedRow(input: InvoiceInput, number: string): InvoiceRow {
  const totals = invoiceTotals(input.lines);
  const at = new Date('2027-01-15T10:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    status: 'sent',
    number,
    numberYear: 2027,
    progressive: 7,
    locale: input.locale,
    currency: input.currency,
    walletId: input.walletId,
    customer: input.customer,
    customerKey: input.customer.name.toLowerCase(),
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    lines: totals.lines,
    vat: totals.vat,
    notes: input.notes ?? null,
    subtotalCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    paymentId: null,
    txHash: null,
    paidChain: null,
    // Voided, so the same row also has a credit note to write.
    creditNoteNumber: `NC-${number}`.slice(0, 20),
    creditNoteYear: 2027,
    creditNoteProgressive: 3,
    issuedBy: null,
    sentAt: at,
    paidAt: null,
    overdueAt: null,
    voidedAt: new Date('2027-03-02T10:00:00Z'),
    createdAt: at,
    updatedAt: at,
  };
}

function seller(generated: Generated['seller']): ItalianSeller {
  return { ...generated, partitaIva: '00159560366', postalCode: '20121', province: 'MI' };
}

const questionMarks = (value: string) => [...value].filter((c) => c === '?').length;

describe('FatturaPA XML of any text', () => {
  it('is valid against the official schema, or the input is refused with a field error', async () => {
    const outcomes = { refused: 0, written: 0 };
    await fc.assert(
      fc.asyncProperty(inputArbitrary, async (generated) => {
        const parsed = InvoiceInputSchema.safeParse(invoiceInputOf(generated));
        const format = InvoiceSettingsSchema.safeParse({
          numberFormat: `${generated.numberPrefix}{NNNN}`,
        });
        if (!parsed.success || !format.success) {
          const issues = [
            ...(parsed.success ? [] : parsed.error.issues),
            ...(format.success ? [] : format.error.issues),
          ];
          expect(issues.every((issue) => issue.path.length > 0)).toBe(true);
          outcomes.refused += 1;
          return;
        }
        const row = issuedRow(parsed.data, formatInvoiceNumber(format.data.numberFormat, 2027, 7));
        let xml: string;
        let creditNote: string;
        try {
          xml = renderFatturaPa(seller(generated.seller), row);
          creditNote = renderFatturaPa(seller(generated.seller), row, 'creditNote');
        } catch (error) {
          // The seller's own fiscal data it cannot write: refused, naming the field to fix.
          expect(error).toBeInstanceOf(AppError);
          expect(Object.keys((error as AppError).fields ?? {})).not.toHaveLength(0);
          outcomes.refused += 1;
          return;
        }
        expect(await fatturapaErrors(xml)).toEqual([]);
        expect(await fatturapaErrors(creditNote)).toEqual([]);
        // Nothing became '?': the only ones are the declaration's and those typed.
        const typed = questionMarks(JSON.stringify(generated));
        expect(questionMarks(xml) - 2).toBeLessThanOrEqual(typed);
        outcomes.written += 1;
      }),
      { numRuns: 150, seed: 18 },
    );
    // Both ways are taken: many documents written, many inputs refused.
    expect(outcomes.written).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  }, 120_000);

  it('transliterates what Latin-1 cannot hold instead of writing "?"', async () => {
    const input = InvoiceInputSchema.parse(
      invoiceInputOf({
        name: 'Caffè “Roma” — 5 €',
        address: 'Ulica Łódzka 1',
        postalCode: '<1012>',
        city: 'Tōkyō',
        province: undefined,
        country: 'DE',
        vatNumber: undefined,
        fiscalCode: undefined,
        sdiCode: undefined,
        pec: undefined,
        descriptions: ['Consulenza – 2 ore… ﬁnale'],
        notes: 'Иван',
        numberPrefix: '',
        seller: { name: 'Bottega', street: 'Via Roma 1', city: 'Milano' },
      }),
    );
    const xml = renderFatturaPa(seller({ name: 'Bottega', street: 'Via Roma 1', city: 'Milano' }), {
      ...issuedRow(input, '2027/0007'),
    });
    expect(await fatturapaErrors(xml)).toEqual([]);
    expect(xml).toContain('<Denominazione>Caffè &quot;Roma&quot; - 5 EUR</Denominazione>');
    expect(xml).toContain('<Indirizzo>Ulica Lódzka 1</Indirizzo>');
    expect(xml).toContain('<Comune>Tokyo</Comune>');
    expect(xml).toContain('<Descrizione>Consulenza - 2 ore... finale</Descrizione>');
    expect(xml).toContain('<Causale>Ivan</Causale>');
  });

  it('refuses an Italian CAP that is not five digits, and text with no Latin form, by field', () => {
    const result = InvoiceInputSchema.safeParse(
      invoiceInputOf({
        name: '中文',
        address: 'Via Roma 1',
        postalCode: '</CAP><x>',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
        vatNumber: undefined,
        fiscalCode: undefined,
        sdiCode: undefined,
        pec: undefined,
        descriptions: ['🍕'],
        notes: undefined,
        numberPrefix: '',
        seller: { name: 'Bottega', street: 'Via Roma 1', city: 'Milano' },
      }),
    );
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      'customer.name': 'unsupportedCharacters',
      'customer.postalCode': 'invalidPostalCode',
      'lines.0.description': 'unsupportedCharacters',
    });
  });
});
