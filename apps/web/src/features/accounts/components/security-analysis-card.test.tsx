import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecurityAnalysis } from '@incasso/shared/accounts/security-analysis';
import { riskyLogin, unusualAmount } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { SecurityAnalysisCard } from './security-analysis-card';

let server: StubServer;
let analysis: SecurityAnalysis;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/security-analysis': () => ({ status: 200, body: analysis }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const renderCard = () =>
  renderWithRouter('/dashboard/settings/security', { ui: <SecurityAnalysisCard /> });

describe('the security analysis on the security page', () => {
  it("explains the risk engine's reasons and the user's own anomalies in words", async () => {
    analysis = {
      days: 30,
      riskyLogins: [
        riskyLogin({
          result: 'success',
          riskLevel: 'MEDIUM',
          riskScore: 40,
          factors: [
            { signal: 'newDevice', count: null, windowMinutes: null },
            { signal: 'dormancy', count: 120, windowMinutes: null },
          ],
        }),
      ],
      anomalies: [unusualAmount()],
    };
    renderCard();
    const logins = await screen.findByRole('heading', { name: 'Sign-ins' });
    const loginList = within(logins.parentElement as HTMLElement).getByRole('list');
    expect(loginList).toHaveTextContent(
      'Signed in (medium risk, score 40): a device never used on the account before and the first sign-in in 120 days.',
    );
    const transactions = screen.getByRole('heading', { name: 'Transactions' });
    expect(transactions.parentElement).toHaveTextContent(
      'A payment of €1,250.00, far from your usual €40.00.',
    );
    expect(screen.getByText(/over the last 30 days/)).toBeInTheDocument();
  });

  it('gives an all-clear when nothing stood out', async () => {
    analysis = { days: 30, riskyLogins: [], anomalies: [] };
    renderCard();
    expect(
      await screen.findByText('No recent sign-in gave the risk engine a reason for concern.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing unusual in the transactions of the last 30 days.'),
    ).toBeInTheDocument();
  });
});
