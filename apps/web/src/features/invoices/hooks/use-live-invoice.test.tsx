import type { Invoice } from '@incasso/shared/invoices';
import type { LedgerChange } from '@incasso/shared/transactions';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '#lib/socket.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { invoiceQueryOptions } from '../api/get-invoice';
import { useLiveInvoice } from './use-live-invoice';

const INVOICE_ID = '0193a1b2-0000-7000-8000-00000000000a';
const PAYMENT_ID = '0193a1b2-0000-7000-8000-00000000000b';

const invoice = (status: Invoice['status']): Invoice => ({
  id: INVOICE_ID,
  number: '2027/0001',
  status,
  locale: 'en',
  currency: 'EUR',
  walletId: null,
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
  lines: [],
  notes: null,
  subtotalCents: 0,
  vat: [],
  vatCents: 0,
  totalCents: 0,
  paymentId: PAYMENT_ID,
  payUrl: null,
  txHash: null,
  explorerUrl: null,
  creditNoteNumber: null,
  creditNoteDate: null,
  issuedBy: null,
  sentAt: null,
  paidAt: null,
  createdAt: '2027-01-15T10:00:00.000Z',
});

let api: StubServer;
let status: Invoice['status'] = 'sent';
const http = createServer();
const io = new Server(http, { cors: { origin: true, credentials: true } });
let realtime: ReturnType<typeof createRealtime>;

beforeAll(async () => {
  api = await startStubServer({
    [`GET /api/invoices/${INVOICE_ID}`]: () => ({
      status: 200,
      body: invoice(status),
    }),
  });
  vi.stubEnv('VITE_API_URL', api.url);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});
beforeEach(() => {
  api.calls.length = 0;
  realtime = createRealtime(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
afterEach(() => realtime.closeSocket());
afterAll(async () => {
  vi.unstubAllEnvs();
  await io.close();
  await api.close();
});

/** The invoice's status as the page reads it, following the ledger like the detail does. */
function LiveStatus() {
  const query = useQuery(invoiceQueryOptions(INVOICE_ID));
  useLiveInvoice({ id: INVOICE_ID, paymentId: PAYMENT_ID }, realtime.getSocket);
  return <p>{query.data?.status ?? 'loading'}</p>;
}

const change = (paymentId: string): LedgerChange => ({
  transactionId: crypto.randomUUID(),
  paymentId,
  status: 'Completed',
});

describe('useLiveInvoice', () => {
  it("fetches the invoice again when its own payment's ledger row changes", async () => {
    renderWithRouter('/dashboard/invoices', { ui: <LiveStatus /> });
    await screen.findByText('sent');
    await waitFor(() => expect(realtime.getSocket().connected).toBe(true));

    status = 'paid';
    // Another request's row first: this invoice has nothing new to show for it.
    act(() => void io.emit('ledger:changed', change(crypto.randomUUID())));
    act(() => void io.emit('ledger:changed', change(PAYMENT_ID)));
    await screen.findByText('paid');
    expect(api.calls.filter((call) => call.path === `/api/invoices/${INVOICE_ID}`)).toHaveLength(2);
  }, 20_000);
});
