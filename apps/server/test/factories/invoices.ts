import type { Invoice, InvoiceCustomer, InvoiceInput } from '@incasso/shared/invoices';
import { sessionHeaders } from './users.ts';
import type { TestApp, TestMerchant } from './payments.ts';

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

/** The fiscal data FatturaPA needs: an Italian business with a structured address. */
export async function saveItalianFiscalData(ctx: TestApp, merchant: TestMerchant) {
  const response = await invoiceCall(ctx, merchant.cookie, 'PUT', '/api/user/fiscal', {
    accountType: 'business',
    companyName: 'Bottega Rossi S.r.l.',
    vatNumber: 'IT00159560366',
    legalAddress: 'Via Roma 1, 20121 Milano (MI)',
  });
  if (response.statusCode !== 200) throw new Error(`fiscal data not saved: ${response.body}`);
}
