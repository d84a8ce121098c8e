import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminStats } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { AdminDashboard } from './admin-dashboard';

let server: StubServer;
let reply: StubReply;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/admin/stats': () => reply,
    'GET /api/admin/ai': () => ({
      status: 200,
      body: { userSummary: false, anomalyAnalysis: false },
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
    expect(
      await screen.findByText(/Not available yet: AI analysis arrives with a later release/),
    ).toBeInTheDocument();
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
