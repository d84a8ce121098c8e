import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    'GET /api/admin/ai/anomalies': () => ({ status: 200, body: platformAnomalyAnalysis() }),
    'POST /api/admin/ai/anomalies': () => ({
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

describe('admin dashboard', () => {
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
