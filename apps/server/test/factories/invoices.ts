import type { Invoice, InvoiceCustomer, InvoiceInput } from '@incasso/shared/invoices';
import { sessionHeaders } from './users.ts';
import { buildMerchant, type TestApp, type TestMerchant } from './payments.ts';

// Shared by the invoices integration tests: a valid invoice for a merchant's wallet, and the
// calls the dashboard makes.

/** An Italian business customer, as FatturaPA wants one, reached at `email`. */
export function italianCustomer(email: string): InvoiceCustomer {
  return {
    name: 'Rossi S.r.l.',
    email,
    address: 'Via Garibaldi 10',
    postalCode: '10121',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
    vatNumber: 'IT01234567890',
    sdiCode: 'ABC1234',
    publicAdministration: false,
  };
}

export function invoiceInput(
  merchant: TestMerchant,
  overrides: Partial<InvoiceInput> = {},
): InvoiceInput {
  return {
    locale: 'it',
    currency: 'EUR',
    walletId: merchant.wallet.id,
    customer: italianCustomer(`cliente-${merchant.user.id.slice(0, 8)}@example.test`),
    issueDate: '2027-01-15',
    dueDate: '2027-02-14',
    lines: [
      { description: 'Consulenza', quantityHundredths: 150, unitPriceCents: 10_000, vatRate: 22 },
    ],
    notes: 'Grazie!',
    ...overrides,
  };
}

export function invoiceCall(
  ctx: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(cookie), payload });
}

export async function createInvoice(
  ctx: TestApp,
  merchant: TestMerchant,
  overrides: Partial<InvoiceInput> = {},
): Promise<Invoice> {
  const response = await invoiceCall(
    ctx,
    merchant.cookie,
    'POST',
    '/api/invoices',
    invoiceInput(merchant, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`invoice not created: ${response.body}`);
  return response.json<Invoice>();
}

export const ITALIAN_SELLER = {
  accountType: 'business',
  companyName: 'Bottega Rossi S.r.l.',
  vatNumber: 'IT00159560366',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
} as const;

/** The fiscal data issuing and FatturaPA need: an Italian business with its address. */
export async function saveItalianFiscalData(ctx: TestApp, merchant: TestMerchant) {
  const response = await invoiceCall(
    ctx,
    merchant.cookie,
    'PUT',
    '/api/user/fiscal',
    ITALIAN_SELLER,
  );
  if (response.statusCode !== 200) throw new Error(`fiscal data not saved: ${response.body}`);
}

/** A business merchant whose fiscal data let them issue invoices (issue 20). */
export async function buildSeller(
  ctx: TestApp,
  options: Omit<Parameters<typeof buildMerchant>[1] & object, 'accountType'> = {},
): Promise<TestMerchant> {
  const merchant = await buildMerchant(ctx, {
    planId: 'plus',
    ...options,
    accountType: 'business',
  });
  await saveItalianFiscalData(ctx, merchant);
  return merchant;
}
