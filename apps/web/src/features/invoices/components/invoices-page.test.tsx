import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@incasso/shared/format';
import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import type { Invoice, InvoiceList } from '@incasso/shared/invoices';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { Route, Routes } from 'react-router';
import { InvoicesPage } from './invoices-page';

const WALLET: Wallet = {
  id: '0193a1b2-0000-7000-8000-0000000000c1',
  name: 'Till',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'ethereum',
  acceptedCurrencyIds: ['usdt'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const INVOICE: Invoice = {
  id: '0193a1b2-0000-7000-8000-00000000000a',
  number: '2027/0001',
  status: 'sent',
  locale: 'en',
  currency: 'EUR',
  walletId: WALLET.id,
  customer: {
    name: 'Rossi S.r.l.',
    email: 'rossi@example.test',
    address: 'Via Garibaldi 10',
    postalCode: '10121',
    city: 'Torino',
    country: 'IT',
    publicAdministration: false,
  },
  issueDate: '2027-01-15',
  dueDate: '2027-02-14',
  lines: [
    {
      description: 'Design',
      quantityHundredths: 100,
      unitPriceCents: 10_000,
      vatRate: 22,
      natura: null,
      netCents: 10_000,
    },
  ],
  notes: null,
  subtotalCents: 10_000,
  vat: [{ vatRate: 22, natura: null, taxableCents: 10_000, vatCents: 2_200 }],
  vatCents: 2_200,
  totalCents: 12_200,
  paymentId: null,
  payUrl: null,
  txHash: null,
  explorerUrl: null,
  creditNoteNumber: null,
  creditNoteDate: null,
  issuedBy: null,
  sentAt: null,
  paidAt: null,
  createdAt: '2027-01-15T10:00:00.000Z',
};

const SETTINGS: {
  numberFormat: string;
  paymentTermsDays: number;
  fatturapaAvailable: boolean;
  sellerGaps: string[];
  fatturapaGaps: string[];
  next: { year: number; progressive: number };
} = {
  numberFormat: '{YYYY}/{NNNN}',
  paymentTermsDays: 30,
  fatturapaAvailable: false,
  sellerGaps: [],
  fatturapaGaps: ['italianVatNumber'],
  next: { year: new Date().getFullYear(), progressive: 1 },
};

let server: StubServer;
let settings: typeof SETTINGS;
let detail: Invoice;

function renderInvoicing(path: string) {
  return renderWithRouter(path, {
    ui: (
      <Routes>
        <Route path="/dashboard/invoicing/*" element={<InvoicesPage wallets={[WALLET]} />} />
      </Routes>
    ),
  });
}
let list: InvoiceList;
let aiConfigured: boolean;
let saveReply: { status: number; body: unknown };

const READ: InvoiceFromPrompt = {
  draft: {
    locale: 'en',
    currency: 'EUR',
    customer: { name: 'Bianchi srl' },
    issueDate: '2027-03-01',
    dueDate: '2027-03-31',
    lines: [
      {
        description: 'Consulting',
        quantityHundredths: 300,
        unitPriceCents: 8_000,
        vatRate: 22,
        natura: null,
      },
    ],
  },
  knownCustomer: false,
  missing: ['customer.email', 'customer.city'],
  unverified: [{ line: 0, field: 'unitPrice' }],
};

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/invoices': () => ({ status: 200, body: list }),
    [`GET /api/invoices/${INVOICE.id}`]: () => ({ status: 200, body: detail }),
    'GET /api/invoices/settings': () => ({ status: 200, body: settings }),
    [`POST /api/invoices/${INVOICE.id}/void`]: () => ({
      status: 200,
      body: { ...INVOICE, status: 'void', creditNoteNumber: '2027/0002' },
    }),
    'GET /api/invoices/customers': () => ({ status: 200, body: [INVOICE.customer] }),
    'PUT /api/invoices/settings': (body) => ({
      status: 200,
      body: { ...SETTINGS, ...(body as object) },
    }),
    'GET /api/ai/status': () => ({
      status: 200,
      body: { configured: aiConfigured, tokensLeftToday: aiConfigured ? 1_000 : null },
    }),
    'POST /api/invoices/from-prompt': () => ({ status: 200, body: READ }),
    'POST /api/invoices': () => saveReply,
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  list = {
    items: [INVOICE],
    totals: [{ currency: 'EUR', totalCents: 12_200, paidCents: 0, outstandingCents: 12_200 }],
  };
  server.calls.length = 0;
  aiConfigured = true;
  saveReply = { status: 201, body: { ...INVOICE, status: 'draft', number: null } };
  settings = SETTINGS;
  detail = { ...INVOICE, status: 'draft', number: null };
});

describe('invoices page', () => {
  it('sets the number format, previewing the next number', async () => {
    const user = userEvent.setup();
    renderInvoicing('/dashboard/invoicing');
    await user.click(await screen.findByText('Numbering'));
    const format = screen.getByLabelText('Number format');
    await user.clear(format);
    await user.type(format, 'FT-{{NNN}/{{YYYY}');
    const year = new Date().getFullYear();
    expect(screen.getByText(new RegExp(`would be FT-001/${year}\\.`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save format' }));
    expect(await screen.findByText('Number format saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      numberFormat: 'FT-{NNN}/{YYYY}',
    });
  });

  it('lists invoices with their status and the totals', async () => {
    renderInvoicing('/dashboard/invoicing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('row', { name: /Rossi S\.r\.l\./ });
    expect(row).toHaveTextContent('2027/0001');
    expect(row).toHaveTextContent('€122.00');
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent('Jan 15, 2027');
    expect(within(row).getByRole('link', { name: '2027/0001' })).toHaveAttribute(
      'href',
      `/dashboard/invoicing/${INVOICE.id}`,
    );
    expect(screen.getByLabelText('Totals in EUR')).toHaveTextContent('outstanding €122.00');
  });

  it('lists credit notes under their own tab', async () => {
    const user = userEvent.setup();
    renderInvoicing('/dashboard/invoicing');
    list = {
      items: [
        { ...INVOICE, status: 'void', creditNoteNumber: 'NC-1', creditNoteDate: '2027-02-01' },
      ],
      totals: [],
    };
    await user.click(await screen.findByRole('tab', { name: 'Credit notes' }));
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    const row = within(table).getByRole('row', { name: /NC-1/ });
    expect(row).toHaveTextContent('Feb 1, 2027');
    expect(row).toHaveTextContent('2027/0001');
    expect(server.calls.some((call) => call.path === '/api/invoices?kind=creditNotes')).toBe(true);
  });

  it('opens an invoice at its own address with its lines and totals, and voids it only once confirmed', async () => {
    detail = { ...INVOICE, issuedBy: 'sara@bottega.it' };
    const user = userEvent.setup();
    renderInvoicing(`/dashboard/invoicing/${INVOICE.id}`);
    expect(await screen.findByRole('heading', { name: 'Invoice 2027/0001' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines' })).toHaveTextContent('Design');
    expect(screen.getByText('Issued by').nextElementSibling).toHaveTextContent('sara@bottega.it');
    expect(screen.getByLabelText('Invoice totals')).toHaveTextContent('VAT 22%€22.00');
    // FatturaPA is always offered, and says why it cannot be had yet.
    expect(await screen.findByRole('button', { name: 'FatturaPA XML' })).toBeDisabled();
    expect(screen.getByText(/FatturaPA XML needs an Italian VAT number/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Void with credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice 2027/0001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the invoice' }));
    expect(server.calls.some((call) => call.path.endsWith('/void'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Void with credit note' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Void and issue credit note',
      }),
    );
    expect(await screen.findByText('Invoice voided.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.endsWith('/void'))).toBe(true);
  });

  it('says what fiscal data is missing and links to it; a draft cannot be sent without it', async () => {
    settings = { ...SETTINGS, sellerGaps: ['vatNumber', 'address'] };
    renderInvoicing(`/dashboard/invoicing/${INVOICE.id}`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('the VAT number, the legal address');
    expect(within(note).getByRole('link', { name: 'Go to fiscal data' })).toHaveAttribute(
      'href',
      '/dashboard/settings/profile',
    );
    expect(screen.getByRole('button', { name: 'Send invoice' })).toBeDisabled();
  });

  it(
    'previews the totals as lines are typed, and refuses 0% without a Natura code',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderInvoicing('/dashboard/invoicing');
      await user.click(await screen.findByRole('button', { name: 'New invoice' }));
      // The due date is the issue date plus the merchant's usual terms, and follows it.
      const today = new Date().toISOString().slice(0, 10);
      expect(screen.getByLabelText('Due date')).toHaveValue(addDays(today, 30));
      // A known customer fills in the rest.
      await user.type(screen.getByLabelText('Customer name'), 'Rossi S.r.l.');
      expect(screen.getByLabelText('City')).toHaveValue('Torino');
      const line = screen.getByRole('group', { name: 'Line 1' });
      await user.type(within(line).getByLabelText('Description'), 'Design');
      await user.clear(within(line).getByLabelText('Quantity'));
      await user.type(within(line).getByLabelText('Quantity'), '1,5');
      await user.type(within(line).getByLabelText('Unit price'), '100');
      const totals = screen.getByLabelText('Invoice totals');
      expect(totals).toHaveTextContent('€150.00');
      expect(totals).toHaveTextContent('€33.00');
      expect(totals).toHaveTextContent('€183.00');

      await user.selectOptions(within(line).getByLabelText('VAT rate'), '0');
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Check the field Line 1 · Natura (VAT exemption).',
      );
      // …and beside the field itself.
      expect(within(line).getByLabelText('Natura (VAT exemption)')).toHaveAccessibleDescription(
        'Check this field.',
      );
      expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

      await user.selectOptions(within(line).getByLabelText('Natura (VAT exemption)'), 'N2.2');
      await user.click(screen.getByRole('checkbox', { name: /Public administration/ }));
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
      const posted = server.calls.find((call) => call.method === 'POST');
      expect(posted?.body).toMatchObject({
        customer: { name: 'Rossi S.r.l.', publicAdministration: true },
        lines: [{ quantityHundredths: 150, unitPriceCents: 10_000, vatRate: 0, natura: 'N2.2' }],
      });
    },
  );

  it('puts the fields the server refuses beside them', { timeout: 30_000 }, async () => {
    saveReply = {
      status: 400,
      body: {
        error: 'invalidInput',
        message: 'Invalid input',
        fields: { 'customer.vatNumber': 'invalidVatNumber' },
      },
    };
    const user = userEvent.setup();
    renderInvoicing('/dashboard/invoicing');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    await user.type(screen.getByLabelText('Customer name'), 'Rossi S.r.l.');
    await user.type(screen.getByLabelText('VAT number'), 'IT00000000000');
    const line = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText('Description'), 'Design');
    await user.type(within(line).getByLabelText('Unit price'), '1,200.50');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the field VAT number.');
    expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription('Check this field.');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription('Check this field.');
    expect(screen.queryByRole('heading', { name: 'Draft invoice' })).not.toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      customer: { vatNumber: 'IT00000000000' },
      lines: [{ unitPriceCents: 120_050 }],
    });
  });

  it('fills the form from a sentence for review, saving nothing', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderInvoicing('/dashboard/invoicing');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    await user.type(
      await screen.findByLabelText(/Describe the invoice/),
      'Bianchi srl 3 hours of consulting at 80 plus VAT',
    );
    await user.click(screen.getByRole('button', { name: 'Fill the form' }));

    const review = await screen.findByRole('region', {
      name: "Check the AI's draft before saving",
    });
    expect(screen.getByLabelText('Customer name')).toHaveValue('Bianchi srl');
    const line = screen.getByRole('group', { name: 'Line 1' });
    expect(within(line).getByLabelText('Quantity')).toHaveValue('3.00');
    expect(within(line).getByLabelText('Unit price')).toHaveValue('80.00');
    expect(screen.getByLabelText('Due date')).toHaveValue('2027-03-31');
    expect(review).toHaveTextContent('Still needed: Customer email, Address, Postal code, City.');
    expect(review).toHaveTextContent('Line 1 · Unit price is not in your text');
    expect(server.calls.find((call) => call.path === '/api/invoices/from-prompt')?.body).toEqual({
      prompt: 'Bianchi srl 3 hours of consulting at 80 plus VAT',
      issueDate: new Date().toISOString().slice(0, 10),
      locale: 'en',
    });
    expect(server.calls.filter((call) => call.path === '/api/invoices')).toEqual([
      expect.objectContaining({ method: 'GET' }),
    ]);
  });

  it('says the description needs an AI model when the server has none', async () => {
    aiConfigured = false;
    const user = userEvent.setup();
    renderInvoicing('/dashboard/invoicing');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Invoice from a description needs an AI model',
    );
    expect(screen.queryByLabelText(/Describe the invoice/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer name')).toHaveValue('');
  });
});
