import { screen, waitFor, within } from '@testing-library/react';
import type { UserProfile } from '@incasso/shared/accounts/auth';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { RevenueStats } from '@incasso/shared/stats';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPayment, buildWallet } from '#test/build-payment.ts';
import { buildRevenueStats } from '#test/build-stats.ts';
import { buildTransaction } from '#test/build-transaction.ts';
import { makeMembership, makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';

const PROFILE: UserProfile = {
  id: '5f0c7a52-52a4-4ad4-9d0e-53f1a0d1f6a1',
  email: 'anna@shop.it',
  displayName: 'Anna',
  accountType: 'business',
  isAdmin: false,
  status: 'active',
  plan: 'plus',
  planName: 'Plus',
  features: ['transactions'],
  feeBps: 75,
  customFeeBps: null,
  walletCount: 1,
  emailVerified: true,
  tfaEnabled: false,
  timeZone: 'Europe/Rome',
  createdAt: '2026-01-01T10:00:00.000Z',
};

let wallets: Wallet[];
let requests: PaymentRequest[];
let revenue: RevenueStats;
let profile: UserProfile;
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/wallets': () => ({ status: 200, body: wallets }),
    'GET /api/payments': () => ({ status: 200, body: { items: requests, nextCursor: null } }),
    'GET /api/stats/revenue': () => ({ status: 200, body: revenue }),
    'GET /api/user/profile': () => ({ status: 200, body: profile }),
    'PATCH /api/user/profile': (body) => ({
      status: 200,
      body: { ...profile, ...(body as Partial<UserProfile>) },
    }),
    'GET /api/transactions': () => ({
      status: 200,
      body: {
        items: [buildTransaction({ fiatCents: 4_250, feeCents: 32, status: 'Pending' })],
        nextCursor: null,
      },
    }),
    'GET /api/payments/unmatched': () => ({ status: 200, body: [] }),
    'GET /api/user/notifications': () => ({ status: 200, body: [] }),
    'GET /api/announcements': () => ({ status: 200, body: [] }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  wallets = [buildWallet()];
  requests = [];
  revenue = buildRevenueStats();
  profile = PROFILE;
  server.calls.length = 0;
});

const pathsCalled = (prefix: string) =>
  server.calls.filter((call) => call.path.startsWith(prefix)).map((call) => call.method);

describe('/dashboard', () => {
  it('welcomes the merchant and, with no wallet, sends them to add one', async () => {
    wallets = [];
    renderWithRouter('/dashboard', { user: makeUser({ displayName: 'Anna' }) });
    // The first visit imports the lazy dashboard chunks, which the test runner compiles then.
    expect(
      await screen.findByRole('heading', { name: 'Add a wallet to get paid' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Anna' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'New payment request' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a wallet' })).toHaveAttribute(
      'href',
      '/dashboard/settings/wallets',
    );
    expect(screen.queryByRole('button', { name: 'Generate request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
  }, 30_000);

  it('points a merchant with a wallet and no request to the creator', async () => {
    renderWithRouter('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Generate request' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Receiving wallet' })).toHaveTextContent(
      'Shop Ledger (Ethereum)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'New payment request' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Create your first payment request' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a request' })).toHaveAttribute(
      'href',
      '#new-payment',
    );
    expect(document.getElementById('new-payment')).toContainElement(
      screen.getByRole('button', { name: 'Generate request' }),
    );
  });

  it('asks a merchant whose requests are unpaid to share the pay link', async () => {
    requests = [buildPayment()];
    renderWithRouter('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Share the pay link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your requests' })).toHaveAttribute(
      'href',
      '#payment-requests',
    );
    expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
  });

  it('shows a paid merchant the revenue and the latest transactions, and no next step', async () => {
    requests = [buildPayment()];
    revenue = buildRevenueStats({ EUR: [0, 2_500, 0, 0, 4_000, 0, 0] });
    renderWithRouter('/dashboard', { user: makeUser({ plan: 'plus' }) });

    expect(await screen.findByText('Revenue in EUR', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('€65.00')).toBeVisible();
    expect(screen.getByText('2 payments · fees €0.65')).toBeVisible();
    expect(screen.queryByText('Revenue in USD', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByText('Days start at midnight in Europe/Rome.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Completed revenue per day, last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[2]).toHaveTextContent(/Mon, March 2.*€25\.00/);
    expect(rows[3]).toHaveTextContent('€0.00');

    const latest = await screen.findByRole('region', { name: 'Latest transactions' });
    expect(await within(latest).findAllByText('€42.50')).not.toHaveLength(0);
    expect(within(latest).getAllByText('Pending')).not.toHaveLength(0);
    expect(within(latest).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/dashboard/transactions',
    );
    expect(server.calls.some((call) => call.path === '/api/transactions?limit=5')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Share the pay link' })).not.toBeInTheDocument();
  });

  it('offers free merchants the upgrade instead of a transactions list the server refuses', async () => {
    revenue = buildRevenueStats({ USD: [0, 0, 0, 0, 0, 0, 1_234] });
    renderWithRouter('/dashboard', { user: makeUser({ plan: 'free' }) });
    const latest = await screen.findByRole('region', { name: 'Latest transactions' });
    expect(within(latest).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(await screen.findByText('$12.34', { selector: 'dd' })).toBeVisible();
    expect(pathsCalled('/api/transactions')).toEqual([]);
  });

  it("saves the browser's time zone for an account that has none, then counts in it", async () => {
    profile = { ...PROFILE, timeZone: null };
    revenue = buildRevenueStats({ EUR: [100, 0, 0, 0, 0, 0, 0] }, { timeZone: 'UTC' });
    renderWithRouter('/dashboard', { user: makeUser({ plan: 'plus' }) });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([
        expect.objectContaining({ path: '/api/user/profile', body: { timeZone: zone } }),
      ]),
    );
    // The revenue asked again once the zone changed, so its days are the merchant's.
    await waitFor(() => expect(pathsCalled('/api/stats/revenue').length).toBeGreaterThan(1));
  });

  it('leaves a chosen time zone alone', async () => {
    renderWithRouter('/dashboard', { user: makeUser() });
    await screen.findByRole('button', { name: 'Generate request' });
    await waitFor(() => expect(pathsCalled('/api/stats/revenue')).toHaveLength(1));
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("shows a cashier the creator and their own requests, not the shop's figures", async () => {
    requests = [buildPayment()];
    const cashier = makeUser({ plan: 'plus', membership: makeMembership('cashier') });
    renderWithRouter('/dashboard', { user: cashier });
    expect(await screen.findByRole('button', { name: 'Generate request' })).toBeInTheDocument();
    // The server narrows the list to what they made today (payments.readOwnToday).
    expect(await screen.findByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(pathsCalled('/api/stats')).toEqual([]);
    expect(pathsCalled('/api/payments/unmatched')).toEqual([]);
    expect(pathsCalled('/api/transactions')).toEqual([]);
  });

  it('tells a cashier of a shop without a wallet to ask the owner', async () => {
    wallets = [];
    renderWithRouter('/dashboard', {
      user: makeUser({ plan: 'plus', membership: makeMembership('cashier') }),
    });
    expect(await screen.findByText(/Ask the owner to add one/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a wallet' })).not.toBeInTheDocument();
  });
});
