import { addDays } from '@incasso/shared/format';
import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import {
  quantityToDecimalString,
  type Invoice,
  type InvoiceCustomer,
} from '@incasso/shared/invoices';
import { centsToDecimalString, parseFiatAmount } from '@incasso/shared/money';

// The invoice form's typed fields, read for the shared schema that checks them before sending.

export interface LineDraft {
  description: string;
  quantity: string;
  price: string;
  vatRate: string;
  natura: string;
}

/** The customer's typed fields; their errors are under `customer.` in the schema's paths. */
export const CUSTOMER_FIELDS = [
  'name',
  'email',
  'address',
  'postalCode',
  'city',
  'province',
  'country',
  'vatNumber',
  'fiscalCode',
  'sdiCode',
  'pec',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export type InvoiceDraft = Record<CustomerField, string> & {
  locale: string;
  currency: string;
  walletId: string;
  publicAdministration: boolean;
  issueDate: string;
  dueDate: string;
  notes: string;
  lines: LineDraft[];
};

export const emptyLine: LineDraft = {
  description: '',
  quantity: '1',
  price: '',
  vatRate: '22',
  natura: '',
};

/** What the form starts from: a saved draft, or a new invoice as the AI read it. */
type InvoiceSource = Invoice | InvoiceFromPrompt['draft'];

interface Defaults {
  locale: string;
  walletId: string;
  today: string;
  /** The merchant's usual terms: a new invoice falls due this many days after its issue. */
  paymentTermsDays: number;
}

export function draftOf(source: InvoiceSource | undefined, defaults: Defaults): InvoiceDraft {
  const c = source?.customer;
  const issueDate = source?.issueDate ?? defaults.today;
  return {
    locale: source?.locale ?? defaults.locale,
    currency: source?.currency ?? 'EUR',
    walletId: defaults.walletId,
    name: c?.name ?? '',
    email: c?.email ?? '',
    address: c?.address ?? '',
    postalCode: c?.postalCode ?? '',
    city: c?.city ?? '',
    province: c?.province ?? '',
    country: c?.country ?? 'IT',
    vatNumber: c?.vatNumber ?? '',
    fiscalCode: c?.fiscalCode ?? '',
    sdiCode: c?.sdiCode ?? '',
    pec: c?.pec ?? '',
    publicAdministration: c?.publicAdministration ?? false,
    issueDate,
    dueDate: source?.dueDate ?? addDays(issueDate, defaults.paymentTermsDays),
    notes: source?.notes ?? '',
    lines: source?.lines.map((line) => ({
      description: line.description,
      quantity: quantityToDecimalString(line.quantityHundredths),
      price: centsToDecimalString(line.unitPriceCents),
      vatRate: String(line.vatRate),
      natura: line.natura ?? '',
    })) ?? [emptyLine],
  };
}

/** A known customer's fields, filled in when the merchant picks their name. */
export function customerDraftOf(customer: InvoiceCustomer): Record<CustomerField, string> {
  return {
    name: customer.name,
    email: customer.email,
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
    province: customer.province ?? '',
    country: customer.country,
    vatNumber: customer.vatNumber ?? '',
    fiscalCode: customer.fiscalCode ?? '',
    sdiCode: customer.sdiCode ?? '',
    pec: customer.pec ?? '',
  };
}

/** Typed text → the shared input; amounts parsed exactly (never through a float). */
export function invoiceInputOf(draft: InvoiceDraft, typist: 'it' | 'en') {
  // '1.200,50' typed on an Italian page is 1200.50; on an English one '1,200.50' is.
  const cents = (text: string) => {
    const parsed = parseFiatAmount(text, typist);
    return parsed.ok ? parsed.cents : Number.NaN;
  };
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    locale: draft.locale,
    currency: draft.currency,
    walletId: draft.walletId,
    customer: {
      name: draft.name,
      email: draft.email,
      address: draft.address,
      postalCode: draft.postalCode,
      city: draft.city,
      province: optional(draft.province.toUpperCase()),
      country: draft.country.toUpperCase(),
      vatNumber: optional(draft.vatNumber.toUpperCase().replace(/\s/g, '')),
      fiscalCode: optional(draft.fiscalCode.toUpperCase()),
      sdiCode: optional(draft.sdiCode.toUpperCase()),
      pec: optional(draft.pec),
      publicAdministration: draft.publicAdministration,
    },
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantityHundredths: cents(line.quantity),
      unitPriceCents: cents(line.price),
      vatRate: Number(line.vatRate),
      natura: Number(line.vatRate) === 0 ? line.natura || null : null,
    })),
    notes: optional(draft.notes),
  };
}
