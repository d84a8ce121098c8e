import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLink, PaymentLinkDetail } from '@incasso/shared/payment-links';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PaymentLinksPage } from './payment-links-page';

const LINK_ID = '0193a1b2-0000-7000-8000-00000000000a';
const PAYMENT_ID = '0193a1b2-0000-7000-8000-0000000000b1';
const WALLET: Wallet = {
  id: '0193a1b2-0000-7000-8000-0000000000c1',
  name: 'Till',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'ethereum',
  acceptedCurrencyIds: ['usdt', 'eth'],
  createdAt: '2026-11-01T10:00:00.000Z',
};
const LINK: PaymentLink = {
  id: LINK_ID,
  slug: 'AbC123xyZ789',
  url: 'https://incasso.example/l/AbC123xyZ789',
  title: 'Donation',
  description: '',
  currency: 'EUR',
  amount: { kind: 'open', minCents: 500, maxCents: 10_000 },
  walletId: WALLET.id,
  chain: 'ethereum',
  currencies: ['usdt'],
  redirectUrl: null,
  status: 'active',
  paidCount: 1,
  paidCents: 750,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const DETAIL: PaymentLinkDetail = {
  ...LINK,
  payments: [
    {
      paymentId: PAYMENT_ID,
      fiatCents: 750,
      status: 'paid',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/payment-links': () => ({ status: 200, body: [LINK] }),
    'POST /api/payment-links': () => ({ status: 201, body: LINK }),
    [`GET /api/payment-links/${LINK_ID}`]: () => ({ status: 200, body: DETAIL }),
    [`POST /api/payment-links/${LINK_ID}/pause`]: () => ({
      status: 200,
      body: { ...LINK, status: 'paused' },
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
});

const posts = () => server.calls.filter((call) => call.method === 'POST');

describe('payment links page', () => {
  it('lists links with their totals and opens one with its button snippet and payments', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/links', { ui: <PaymentLinksPage wallets={[WALLET]} /> });
    const table = await screen.findByRole('table', { name: 'Payment links' });
    const row = within(table).getByRole('row', { name: /Donation/ });
    expect(row).toHaveTextContent('From €5.00 to €100.00');
    expect(row).toHaveTextContent('1 payment · €7.50');

    await user.click(within(row).getByRole('button', { name: 'Donation' }));
    const snippet = await screen.findByLabelText("The button's HTML code");
    expect(snippet).toHaveTextContent(
      '<a href="https://incasso.example/l/AbC123xyZ789" data-incasso-button>',
    );
    expect(snippet).toHaveTextContent('/embed/button.js');
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')[1]).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(posts().map((call) => call.path)).toEqual([`/api/payment-links/${LINK_ID}/pause`]);
  });

  it('checks the form with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/links', { ui: <PaymentLinksPage wallets={[WALLET]} /> });
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    await user.click(screen.getByRole('button', { name: 'Payer types it' }));
    await user.type(screen.getByLabelText('Minimum'), '50');
    await user.type(screen.getByLabelText('Maximum'), '5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Maximum')).toHaveAccessibleDescription(
      'The maximum cannot be below the minimum.',
    );
    expect(screen.getByText('Choose at least one coin.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Donation');
    await user.clear(screen.getByLabelText('Maximum'));
    await user.type(screen.getByLabelText('Maximum'), '100');
    await user.click(screen.getByRole('checkbox', { name: 'USDT' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText("The button's HTML code")).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      title: 'Donation',
      description: '',
      currency: 'EUR',
      amount: { kind: 'open', minCents: 5_000, maxCents: 10_000 },
      walletId: WALLET.id,
      currencies: ['usdt'],
      redirectUrl: null,
    });
  });
});
