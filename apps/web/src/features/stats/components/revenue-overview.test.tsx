import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRevenueStats } from '#test/build-stats.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { RevenueOverview } from './revenue-overview';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/stats/revenue': () => {
      const thirty = server.calls.at(-1)?.path.endsWith('days=30');
      return {
        status: 200,
        body: thirty
          ? buildRevenueStats({}, { days: 30 })
          : buildRevenueStats({ EUR: [0, 0, 1_500, 0, 0, 0, 0], USD: [0, 0, 0, 0, 0, 0, 990] }),
      };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
beforeEach(() => {
  server.calls.length = 0;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('revenue overview', () => {
  it('keeps EUR and USD apart, in the totals and in the figures for screen readers', async () => {
    renderWithRouter('/dashboard', { ui: <RevenueOverview timeZone="Europe/Rome" /> });
    expect(await screen.findByText('Revenue in EUR', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('Revenue in USD', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('€15.00', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('$9.90', { selector: 'dd' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Completed revenue per day, last 7 days' });
    const [header, , , march3, , , , march7] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('DayRevenue in EURRevenue in USD');
    expect(march3).toHaveTextContent('Tue, March 3€15.00$0.00');
    expect(march7).toHaveTextContent('Sat, March 7€0.00$9.90');
  });

  it('asks for 30 days on demand and says when nothing was completed in them', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard', { ui: <RevenueOverview timeZone="Europe/Rome" /> });
    await screen.findByText('€15.00', { selector: 'dd' });
    const thirty = screen.getByRole('button', { name: '30 days' });
    expect(thirty).toHaveAttribute('aria-pressed', 'false');
    await user.click(thirty);
    expect(thirty).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('No payment completed in the last 30 days.'),
    ).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/stats/revenue?days=7',
      '/api/stats/revenue?days=30',
    ]);
  });

  it('waits for the profile before asking, so the days are counted once', () => {
    renderWithRouter('/dashboard', { ui: <RevenueOverview timeZone={undefined} /> });
    expect(screen.getByText('Loading revenue…')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
