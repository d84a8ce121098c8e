import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnalytics, AdminAnalyticsPeriod } from '@incasso/shared/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminStats, platformAnomalyAnalysis } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { AdminDashboard } from './admin-dashboard';

let server: StubServer;
let reply: StubReply;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/admin/stats': () => reply,
    'POST /api/admin/chains/unverifiable/0190a0b0-0000-7000-8000-000000000001': () => ({
      status: 204,
    }),
    'GET /api/admin/analytics': () => {
      const days = Number(
        new URL(server.calls.at(-1)?.path ?? '', server.url).searchParams.get('days'),
      );
      return { status: 200, body: analytics(days as AdminAnalyticsPeriod) };
    },
    'GET /api/admin/anomalies': () => ({ status: 200, body: platformAnomalyAnalysis() }),
    'POST /api/admin/anomalies': () => ({
      status: 200,
      body: platformAnomalyAnalysis({
        narrative: {
          text: 'One merchant had a payment of €1,250.00 against a usual €40.00.',
          error: null,
          message: null,
        },
      }),
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

/** The platform's activity as the server sums it: more the longer the window. */
function analytics(days: AdminAnalyticsPeriod): AdminAnalytics {
  const completed = days === 7 ? 5 : 40;
  return {
    days,
    from: '2027-03-04',
    to: '2027-03-10',
    transactions: { completed, pending: 2, failed: 1 },
    paidMerchants: days === 7 ? 3 : 11,
    volume: [{ currency: 'EUR', cents: completed * 10_000 }],
    fees: [{ currency: 'EUR', cents: completed * 75 }],
    daily: [
      { day: '2027-03-10', completed, volume: [{ currency: 'EUR', cents: completed * 10_000 }] },
    ],
    chains: [
      { chain: 'polygon', completed, volume: [{ currency: 'EUR', cents: completed * 10_000 }] },
    ],
    coins: [
      { currency: 'usdc', completed, volume: [{ currency: 'EUR', cents: completed * 10_000 }] },
    ],
  };
}

describe('admin dashboard', () => {
  it('shows the platform activity of the last 30 days, and of the window picked', async () => {
    const user = userEvent.setup();
    reply = { status: 200, body: adminStats() };
    renderWithRouter('/admin', { ui: <AdminDashboard /> });
    const heading = await screen.findByRole('heading', { name: 'Platform activity' });
    const panel = heading.closest('section') as HTMLElement;
    // The figures come first: the phone's cards of the splits below label with the same words.
    const figure = (label: string) =>
      within(panel).getAllByText(label, { selector: 'dt' })[0]?.closest('div') as HTMLElement;
    await within(panel).findByText('Merchants paid');
    expect(figure('Completed transactions')).toHaveTextContent('40');
    expect(figure('Merchants paid')).toHaveTextContent('11');
    expect(figure('Volume')).toHaveTextContent('€4,000.00');
    expect(figure('Fees accrued')).toHaveTextContent('€30.00');
    expect(panel).toHaveTextContent('Also 2 pending and 1 failed in this period.');
    expect(within(panel).getByRole('table', { name: 'Chain' })).toHaveTextContent('Polygon');
    expect(within(panel).getByRole('table', { name: 'Coin' })).toHaveTextContent('USDC');
    const [polygon] = within(within(panel).getByRole('list', { name: 'Chain' })).getAllByRole(
      'listitem',
    );
    expect(within(polygon as HTMLElement).getByText('Volume').tagName).toBe('DT');
    expect(polygon).toHaveTextContent('Polygon');

    await user.click(within(panel).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(figure('Merchants paid')).toHaveTextContent('3'));
    expect(figure('Volume')).toHaveTextContent('€500.00');
    expect(server.calls.map((call) => call.path)).toContain('/api/admin/analytics?days=7');
  });

  it("shows SPEC's statistics per currency, the watchers and the queues", async () => {
    reply = { status: 200, body: adminStats() };
    renderWithRouter('/admin', { ui: <AdminDashboard /> });
    const total = (await screen.findByText('Total users')).closest('div') as HTMLElement;
    expect(total).toHaveTextContent('42');
    const volume = screen.getByText('Transaction volume').closest('div') as HTMLElement;
    expect(volume).toHaveTextContent('€12,345.00');
    expect(volume).toHaveTextContent('$99.00');
    expect(screen.getByText('Subscription revenue').closest('div')).toHaveTextContent('€290.00');
    expect(screen.getByText('3 new accounts in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText(/Premium:/)).toHaveTextContent('Premium: 7');

    const watchers = screen.getByRole('table', { name: 'Chain watchers' });
    expect(within(watchers).getByText('polygon-rpc.com')).toBeInTheDocument();
    expect(watchers).toHaveTextContent('Watching');
    const queues = screen.getByRole('table', { name: 'Job queues' });
    expect(queues).toHaveTextContent('webhook.deliver');
  });

  it('shows stale RPC URLs, their disagreements and the payments a deep reorg left to check, and undoes one after a confirmation', async () => {
    const user = userEvent.setup();
    const [chain] = adminStats().chains;
    reply = {
      status: 200,
      body: adminStats({
        chains: [
          {
            ...(chain as NonNullable<typeof chain>),
            disagreements: [
              {
                kind: 'refutedTransfer',
                host: 'stale.example',
                detail: 'a Transfer log its block holds no such transaction: not credited',
                at: '2026-03-30T10:00:00.000Z',
                count: 3,
              },
            ],
            unverifiable: [
              {
                id: '0190a0b0-0000-7000-8000-000000000001',
                paymentId: '0190a0b0-0000-7000-8000-000000000002',
                txHash: `0x${'ab'.repeat(32)}`,
                blockNumber: 912,
                foundAt: '2026-03-30T10:00:00.000Z',
              },
            ],
          },
        ],
      }),
    };
    renderWithRouter('/admin', { ui: <AdminDashboard /> });
    const urls = await screen.findByRole('table', { name: 'RPC URLs' });
    expect(within(urls).getByText('stale.example').closest('tr')).toHaveTextContent('975Stale');
    const disagreements = screen.getByRole('table', { name: 'RPC disagreements' });
    expect(disagreements).toHaveTextContent('A Transfer log its transaction does not show');
    expect(disagreements).toHaveTextContent('stale.example');
    const unverifiable = screen.getByRole('table', {
      name: 'Confirmed payments to check after a deep reorg',
    });
    expect(unverifiable).toHaveTextContent('0190a0b0-0000-7000-8000-000000000002');
    expect(unverifiable).toHaveTextContent('912');

    await user.click(within(unverifiable).getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/chains/unverifiable/0190a0b0-0000-7000-8000-000000000001',
        body: { resolution: 'undone' },
      }),
    );
  });

  it('lists recent platform anomalies with the merchant and figures, and explains them on request', async () => {
    const user = userEvent.setup();
    reply = { status: 200, body: adminStats() };
    renderWithRouter('/admin', { ui: <AdminDashboard /> });
    const heading = await screen.findByRole('heading', {
      name: 'Anomaly analysis of recent platform transactions',
    });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'marco@bottega.it' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/users/'),
    );
    expect(panel).toHaveTextContent(
      "A payment of €1,250.00, far from the merchant's usual €40.00.",
    );
    expect(panel).toHaveTextContent('Active merchants14');
    expect(panel).toHaveTextContent('77.5%');
    await user.click(within(panel).getByRole('button', { name: 'Write with AI' }));
    expect(
      await within(panel).findByText(
        'One merchant had a payment of €1,250.00 against a usual €40.00.',
      ),
    ).toBeVisible();
  });

  it('says the statistics could not be loaded, in SPEC words', async () => {
    reply = { status: 500, body: { error: 'serverError', message: 'Server error' } };
    renderWithRouter('/admin', { ui: <AdminDashboard /> });
    // A server error is retried twice (1 s, then 2 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Error loading admin statistics.',
    );
  }, 15_000);
});
