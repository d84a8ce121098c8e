import type { LoginHistoryEntry } from '@incasso/shared/accounts/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { LoginHistoryTable } from './login-history-table';

const entry = (overrides: Partial<LoginHistoryEntry>): LoginHistoryEntry => ({
  id: crypto.randomUUID(),
  createdAt: '2026-03-01T12:30:00.000Z',
  ip: '203.0.113.7',
  device: 'Firefox on Linux',
  result: 'success',
  method: 'password',
  riskLevel: 'LOW',
  riskScore: 0,
  factors: [],
  ...overrides,
});

describe('login history', () => {
  it('lists date, device, IP, result and risk level of each attempt', () => {
    renderWithRouter('/dashboard/settings/security', {
      ui: (
        <LoginHistoryTable
          entries={[
            entry({ result: 'blocked', riskLevel: 'HIGH', device: 'Chrome on Windows' }),
            entry({}),
          ]}
        />
      ),
    });
    const table = screen.getByRole('table', { name: 'Recent sign-ins' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Device', 'IP address', 'Result', 'Risk level']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Chrome on Windows.*203\.0\.113\.7.*Blocked.*High/);
    expect(second).toHaveTextContent(/Mar 1, 2026.*Firefox on Linux.*Signed in.*Low/);
  });

  it('says when there is nothing yet', () => {
    renderWithRouter('/dashboard/settings/security', { ui: <LoginHistoryTable entries={[]} /> });
    expect(screen.getByText('No sign-ins yet.')).toBeInTheDocument();
  });
});
