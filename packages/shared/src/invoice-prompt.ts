import { z } from 'zod';
import { LocaleSchema } from './locale';
import { FiatCurrencySchema } from './money';
import {
  InvoiceCustomerSchema,
  InvoiceDaySchema,
  INVOICE_CUSTOMER_NAME_MAX,
  NaturaSchema,
  VatRateSchema,
} from './invoices';

// An invoice from a sentence (issue 13): the model reads the merchant's words into a draft for
// the invoice form; the merchant completes, saves and issues it. Nothing is written by the model.

export const INVOICE_PROMPT_MAX = 2_000;

export const InvoicePromptSchema = z.strictObject({
  prompt: z.string().trim().min(1, 'required').max(INVOICE_PROMPT_MAX, 'tooLong'),
  /** The form's issue date: "due in 30 days" counts from it. */
  issueDate: InvoiceDaySchema,
  locale: LocaleSchema,
});
export type InvoicePrompt = z.infer<typeof InvoicePromptSchema>;

export const InvoiceDraftProposalSchema = z.object({
  locale: LocaleSchema,
  currency: FiatCurrencySchema,
  /** A past customer when the name matched one, otherwise only the name. */
  customer: InvoiceCustomerSchema.partial().extend({
    name: z.string().min(1).max(INVOICE_CUSTOMER_NAME_MAX),
  }),
  issueDate: InvoiceDaySchema,
  dueDate: InvoiceDaySchema,
  /** As read; the invoice schema's own rules (a Natura for 0 %) are reported in `missing`. */
  lines: z
    .array(
      z.object({
        description: z.string(),
        quantityHundredths: z.number().int().min(0),
        unitPriceCents: z.number().int().min(0),
        vatRate: VatRateSchema,
        natura: NaturaSchema.nullable(),
      }),
    )
    .min(1),
  notes: z.string().optional(),
});
export type InvoiceDraftProposal = z.infer<typeof InvoiceDraftProposalSchema>;

export const InvoiceFromPromptSchema = z.object({
  draft: InvoiceDraftProposalSchema,
  /** The customer's details came from a past invoice. */
  knownCustomer: z.boolean(),
  /**
   * What the invoice schema still lacks, as paths ('customer.email', 'walletId'): the form asks
   * the merchant for them before the draft can be saved.
   */
  missing: z.array(z.string()),
  /** Quantities and prices the model wrote that the merchant's text does not contain. */
  unverified: z.array(
    z.object({ line: z.number().int().min(0), field: z.enum(['quantity', 'unitPrice']) }),
  ),
});
export type InvoiceFromPrompt = z.infer<typeof InvoiceFromPromptSchema>;
