import { z } from 'zod';
import { EmailSchema } from './accounts/auth';
import { FATTURAPA_GAPS, SELLER_GAPS } from './invoice-seller';
import { isLatin1Writable } from './latin1';
import { LocaleSchema } from './locale';
import { FIAT_AMOUNT_MAX_CENTS, FiatCurrencySchema } from './money';
import { isScheduleDay } from './recurring';

// Invoicing (issue 12, decision note 046): invoices numbered per merchant and year when issued,
// a PDF, a pay link (a payment request whose payer picks the coin), FatturaPA XML for Italian
// businesses. Money is integer cents; quantities are integer hundredths (2 decimals).

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** The Italian VAT rates an invoice line may carry; 0 needs a `Natura` code. */
export const VAT_RATES = [22, 10, 5, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const VatRateSchema = z.literal(VAT_RATES);

/** FatturaPA 1.2.2's `NaturaType`: why a line carries no VAT. */
export const NATURA_CODES = [
  'N1',
  'N2.1',
  'N2.2',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6.1',
  'N6.2',
  'N6.3',
  'N6.4',
  'N6.5',
  'N6.6',
  'N6.7',
  'N6.8',
  'N6.9',
  'N7',
] as const;
export const NaturaSchema = z.enum(NATURA_CODES);
export type Natura = z.infer<typeof NaturaSchema>;

export const INVOICE_LINES_MAX = 100;
export const LINE_DESCRIPTION_MAX = 1000;
/** Quantities in hundredths: up to 1,000,000 units. */
export const QUANTITY_MAX_HUNDREDTHS = 100_000_000;
export const INVOICE_CUSTOMER_NAME_MAX = 200;
export const INVOICE_ADDRESS_MAX = 200;
export const INVOICE_CITY_MAX = 60;
export const INVOICE_POSTAL_CODE_MAX = 10;
export const INVOICE_NOTES_MAX = 2000;
export const INVOICE_TAX_ID_MAX = 28;
/** FatturaPA's `Numero` holds 20 characters; a format is never shorter than its output. */
export const NUMBER_FORMAT_MAX = 20;
/** `{YYYY}` is the year, `{N…}` the progressive padded to as many digits as N's. */
export const DEFAULT_NUMBER_FORMAT = '{YYYY}/{NNNN}';
/** The merchant's usual terms: the form's due date is the issue date plus these days. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const PAYMENT_TERMS_DAYS_MAX = 365;

/** A calendar day 'YYYY-MM-DD' of the years 2000–2999 (year 0000 and 2027-02-29 refused). */
export const InvoiceDaySchema = z.string().max(10).refine(isScheduleDay, 'invalidDate');

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional();

export const InvoiceLineInputSchema = z
  .strictObject({
    description: text(LINE_DESCRIPTION_MAX),
    quantityHundredths: z.number().int().min(1, 'quantityTooSmall').max(QUANTITY_MAX_HUNDREDTHS),
    unitPriceCents: z.number().int().min(0).max(FIAT_AMOUNT_MAX_CENTS),
    vatRate: VatRateSchema,
    /** Required when the rate is 0, refused otherwise. */
    natura: NaturaSchema.nullable().optional(),
  })
  .refine((line) => line.vatRate !== 0 || !!line.natura, {
    path: ['natura'],
    message: 'naturaRequired',
  })
  .refine((line) => line.vatRate === 0 || !line.natura, {
    path: ['natura'],
    message: 'naturaWithVat',
  });
export type InvoiceLineInput = z.infer<typeof InvoiceLineInputSchema>;

export const InvoiceLinesSchema = z
  .array(InvoiceLineInputSchema)
  .min(1, 'linesRequired')
  .max(INVOICE_LINES_MAX);

export const InvoiceCustomerSchema = z.strictObject({
  name: text(INVOICE_CUSTOMER_NAME_MAX),
  email: EmailSchema,
  address: text(INVOICE_ADDRESS_MAX),
  postalCode: text(INVOICE_POSTAL_CODE_MAX),
  city: text(INVOICE_CITY_MAX),
  /** Italian province code ('MI'), for Italian customers. */
  province: z
    .string()
    .regex(/^[A-Z]{2}$/, 'invalidProvince')
    .optional(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, 'invalidCountry'),
  /** With its country prefix ('IT01234567890', 'DE123456789'). */
  vatNumber: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,28}$/, 'invalidVatNumber')
    .optional(),
  fiscalCode: z
    .string()
    .regex(/^[0-9A-Z]{11,16}$/, 'invalidFiscalCode')
    .optional(),
  /** SDI recipient code: 7 characters for businesses, 6 for public administration. */
  sdiCode: z
    .string()
    .regex(/^[0-9A-Z]{6,7}$/, 'invalidSdiCode')
    .optional(),
  pec: EmailSchema.optional(),
  publicAdministration: z.boolean().default(false),
});
export type InvoiceCustomer = z.infer<typeof InvoiceCustomerSchema>;

export const InvoiceInputSchema = z
  .strictObject({
    locale: LocaleSchema,
    currency: FiatCurrencySchema,
    /** The wallet the pay link pays into. */
    walletId: z.uuid(),
    customer: InvoiceCustomerSchema,
    issueDate: InvoiceDaySchema,
    dueDate: InvoiceDaySchema,
    lines: InvoiceLinesSchema,
    notes: optionalText(INVOICE_NOTES_MAX),
  })
  .refine((input) => input.dueDate >= input.issueDate, {
    path: ['dueDate'],
    message: 'dueBeforeIssue',
  })
  .refine((input) => !input.customer.publicAdministration || input.customer.country === 'IT', {
    path: ['customer', 'country'],
    message: 'publicAdministrationItalian',
  })
  .superRefine((input, context) => {
    // FatturaPA holds Latin-1 only (latin1.ts): text with no Latin form is refused where typed.
    const { customer } = input;
    const texts: [(string | number)[], string | undefined][] = [
      [['customer', 'name'], customer.name],
      [['customer', 'address'], customer.address],
      [['customer', 'postalCode'], customer.postalCode],
      [['customer', 'city'], customer.city],
      ...input.lines.map((line, index): [(string | number)[], string] => [
        ['lines', index, 'description'],
        line.description,
      ]),
      [['notes'], input.notes],
    ];
    for (const [path, value] of texts) {
      if (value && !isLatin1Writable(value)) {
        context.addIssue({ code: 'custom', path, message: 'unsupportedCharacters' });
      }
    }
    // An Italian CAP is five digits (FatturaPA's CAPType).
    if (customer.country === 'IT' && !/^[0-9]{5}$/.test(customer.postalCode)) {
      context.addIssue({
        code: 'custom',
        path: ['customer', 'postalCode'],
        message: 'invalidPostalCode',
      });
    }
  });
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;

export const InvoiceLineSchema = z.object({
  description: z.string(),
  quantityHundredths: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  natura: NaturaSchema.nullable(),
  /** quantity × unit price, rounded half up to the cent. */
  netCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const VatSummarySchema = z.object({
  vatRate: z.number().int(),
  natura: NaturaSchema.nullable(),
  taxableCents: z.number().int(),
  vatCents: z.number().int(),
});
export type VatSummary = z.infer<typeof VatSummarySchema>;

export const InvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: InvoiceStatusSchema,
  locale: LocaleSchema,
  currency: FiatCurrencySchema,
  walletId: z.uuid().nullable(),
  customer: InvoiceCustomerSchema,
  issueDate: z.string(),
  dueDate: z.string(),
  lines: z.array(InvoiceLineSchema),
  notes: z.string().nullable(),
  subtotalCents: z.number().int(),
  vat: z.array(VatSummarySchema),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  paymentId: z.uuid().nullable(),
  payUrl: z.string().nullable(),
  txHash: z.string().nullable(),
  /** The transaction on the chain's public explorer; null where the chain has none (a demo chain). */
  explorerUrl: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The day the credit note that voided the invoice was made. */
  creditNoteDate: z.string().nullable(),
  /** The email of the member who issued it; null for a draft and what was issued before teams. */
  issuedBy: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const INVOICE_LIST_KINDS = ['invoices', 'creditNotes'] as const;

export const InvoiceListQuerySchema = z.object({
  /** Invoices (the default), or the credit notes that voided some of them. */
  kind: z.enum(INVOICE_LIST_KINDS).optional(),
  status: InvoiceStatusSchema.optional(),
  q: z.string().trim().max(INVOICE_CUSTOMER_NAME_MAX).optional(),
  from: InvoiceDaySchema.optional(),
  to: InvoiceDaySchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceListSchema = z.object({
  items: z.array(InvoiceSchema),
  /** Sums of the listed invoices, per currency. */
  totals: z.array(
    z.object({
      currency: FiatCurrencySchema,
      totalCents: z.number().int(),
      paidCents: z.number().int(),
      outstandingCents: z.number().int(),
    }),
  ),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const InvoiceParamsSchema = z.object({ id: z.uuid() });

export const InvoiceCustomersSchema = z.array(InvoiceCustomerSchema);

export const PaymentTermsDaysSchema = z
  .number()
  .int()
  .min(0, 'invalidPaymentTerms')
  .max(PAYMENT_TERMS_DAYS_MAX, 'invalidPaymentTerms');

export const InvoiceSettingsSchema = z.strictObject({
  /** Left unchanged when absent. */
  paymentTermsDays: PaymentTermsDaysSchema.optional(),
  numberFormat: z
    .string()
    .max(NUMBER_FORMAT_MAX, 'tooLong')
    // FatturaPA's Numero is Basic Latin: printable ASCII only.
    .regex(/^[ -~]*$/, 'invalidNumberFormat')
    .regex(/^[^{}]*(\{YYYY\}[^{}]*)?\{N{1,8}\}[^{}]*$|^[^{}]*\{N{1,8}\}[^{}]*\{YYYY\}[^{}]*$/, {
      message: 'invalidNumberFormat',
    }),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

/** The invoice's number from the merchant's format, the year and the progressive. */
export function formatInvoiceNumber(format: string, year: number, progressive: number): string {
  return format
    .replace('{YYYY}', String(year))
    .replace(/\{(N{1,8})\}/, (_m, ns: string) => String(progressive).padStart(ns.length, '0'));
}

/** quantity (hundredths) × unit price (cents) / 100, rounded half up, exact in bigint. */
export function lineNetCents(quantityHundredths: number, unitPriceCents: number): number {
  return Number((BigInt(quantityHundredths) * BigInt(unitPriceCents) + 50n) / 100n);
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  vat: VatSummary[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * The totals as FatturaPA's DatiRiepilogo states them: each line's net is rounded to the cent,
 * the nets are summed per (rate, Natura), and the VAT of each group is rounded once, half up.
 * So the VAT of a rate is never a sum of rounded per-line amounts (decision note 046).
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const computed = lines.map((line) => ({
    description: line.description,
    quantityHundredths: line.quantityHundredths,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    natura: line.vatRate === 0 ? (line.natura ?? null) : null,
    netCents: lineNetCents(line.quantityHundredths, line.unitPriceCents),
  }));
  const groups = new Map<string, VatSummary>();
  for (const line of computed) {
    const key = `${line.vatRate}|${line.natura ?? ''}`;
    const group = groups.get(key) ?? {
      vatRate: line.vatRate,
      natura: line.natura,
      taxableCents: 0,
      vatCents: 0,
    };
    group.taxableCents += line.netCents;
    groups.set(key, group);
  }
  const vat = [...groups.values()]
    .map((group) => ({
      ...group,
      vatCents: Number((BigInt(group.taxableCents) * BigInt(group.vatRate) + 50n) / 100n),
    }))
    .sort((a, b) => b.vatRate - a.vatRate || (a.natura ?? '').localeCompare(b.natura ?? ''));
  const subtotalCents = vat.reduce((sum, group) => sum + group.taxableCents, 0);
  const vatCents = vat.reduce((sum, group) => sum + group.vatCents, 0);
  return { lines: computed, vat, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** Quantity in hundredths as a decimal string with 2 decimals ('1.50'). */
export function quantityToDecimalString(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export const InvoiceSettingsViewSchema = InvoiceSettingsSchema.extend({
  paymentTermsDays: PaymentTermsDaysSchema,
  /** Whether the merchant's fiscal data let them export FatturaPA XML. */
  fatturapaAvailable: z.boolean(),
  /** What the fiscal data lack before an invoice can be issued (empty: nothing). */
  sellerGaps: z.array(z.enum(SELLER_GAPS)),
  /** What they lack before FatturaPA XML can be exported (empty: nothing). */
  fatturapaGaps: z.array(z.enum(FATTURAPA_GAPS)),
  /** The progressive the next invoice issued this year takes, for the numbering preview. */
  next: z.object({ year: z.number().int(), progressive: z.number().int() }),
});
export type InvoiceSettingsView = z.infer<typeof InvoiceSettingsViewSchema>;
