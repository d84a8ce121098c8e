import type { AwaitingCoinRequest, PaymentRequest } from '@incasso/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSocket } from '#lib/socket-handle.ts';
import { buildPayment } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PaymentRequests } from './payment-requests';

const waiting = buildPayment({
  id: '6f1c0b1e-aaaa-4c5d-8e9f-0a1b2c3d4e5f',
  amount: '25.00000000',
  orderId: 'ORD-7',
});
const confirmed = buildPayment({
  id: '6f1c0b1e-bbbb-4c5d-8e9f-0a1b2c3d4e5f',
  amount: '9.00000000',
  status: 'CONFIRMED',
});
const viaApi: AwaitingCoinRequest = {
  id: '6f1c0b1e-cccc-4c5d-8e9f-0a1b2c3d4e5f',
  status: 'PENDING',
  walletId: '6f1c0b1e-dddd-4c5d-8e9f-0a1b2c3d4e5f',
  chain: 'ethereum',
  fiatAmount: '18.50',
  fiatCents: 1850,
  fiatCurrency: 'EUR',
  expiresAt: '2026-11-27T12:00:00.000Z',
  createdAt: '2026-11-27T11:00:00.000Z',
  payUrl: 'http://localhost/pay/6f1c0b1e-cccc-4c5d-8e9f-0a1b2c3d4e5f',
  orderId: 'web-1042',
};
let open: PaymentRequest[] = [];
let awaitingCoin: AwaitingCoinRequest[] = [];
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  closeSocket();
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  open = [waiting];
  awaitingCoin = [];
  server.calls.length = 0;
  server.route('GET /api/payments/awaiting-coin', () => ({
    status: 200,
    body: { items: awaitingCoin },
  }));
  server.route(`POST /api/payments/${viaApi.id}/cancel`, () => {
    awaitingCoin = [];
    return { status: 200, body: { ...viaApi, status: 'CANCELLED' } };
  });
  server.route('GET /api/payments', () => ({
    status: 200,
    body: {
      items: server.calls.at(-1)?.path.includes('scope=all') ? [waiting, confirmed] : open,
      nextCursor: null,
    },
  }));
  server.route(`POST /api/payments/${waiting.id}/cancel`, () => {
    open = [];
    return { status: 200, body: { ...waiting, status: 'CANCELLED' } };
  });
});

function renderList() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard', { ui: <PaymentRequests /> });
  return user;
}

describe('payment requests on the dashboard', () => {
  it('lists the open requests with their order id, status and actions', async () => {
    renderList();
    const row = (await screen.findByText('ORD-7')).closest('li');
    expect(row).not.toBeNull();
    const inRow = within(row as HTMLElement);
    expect(inRow.getByText('25 USDT')).toBeInTheDocument();
    expect(inRow.getByText('Waiting for payment')).toBeInTheDocument();
    expect(inRow.getByRole('button', { name: 'Copy the pay page link' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.startsWith('/api/payments?'))?.path).toContain(
      'scope=open',
    );
  });

  it('reopens a request in its live view with the QR code', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment request' });
    expect(
      within(dialog).getByRole('img', { name: /QR code to pay 25\u00a0USDT/ }),
    ).toBeInTheDocument();
  });

  it('cancels a request after asking, and it leaves the open list', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Payment request cancelled.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST' && c.path.endsWith('/cancel'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('ORD-7')).not.toBeInTheDocument());
    expect(screen.getByText(/No request is waiting for a payment/)).toBeInTheDocument();
  });

  it('names what holds an invoice’s request and offers no cancel: it lives as long as the invoice', async () => {
    open = [
      buildPayment({
        id: '6f1c0b1e-eeee-4c5d-8e9f-0a1b2c3d4e5f',
        amount: '12.00000000',
        orderId: 'invoice-2026-14',
        heldFor: 'invoice',
      }),
    ];
    renderList();
    const row = within((await screen.findByText('invoice-2026-14')).closest('li') as HTMLElement);
    expect(row.getByText('Invoice')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows finished requests under All, without a cancel button', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'All' }));
    const amount = await screen.findByText('9 USDT');
    const row = within(amount.closest('li') as HTMLElement);
    expect(row.getByText('Confirmed')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('lists a request made by the API before its payer picks a coin, and cancels it', async () => {
    awaitingCoin = [viaApi];
    const user = renderList();
    const row = (await screen.findByText('web-1042')).closest('li') as HTMLElement;
    expect(row).toHaveAttribute('data-testid', 'awaiting-coin-request');
    expect(
      screen.getByRole('heading', { name: 'Waiting for the payer to choose a coin' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('€18.50')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('The payer can no longer pay €18.50 with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Payment request cancelled.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST' && c.path.includes(viaApi.id))).toBe(true);
    await waitFor(() => expect(screen.queryByText('web-1042')).not.toBeInTheDocument());
  });
});
