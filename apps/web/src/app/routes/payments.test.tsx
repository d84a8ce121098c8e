import { screen } from '@testing-library/react';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWallet } from '#test/build-payment.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';

let wallets: Wallet[] = [];
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/wallets': () => ({ status: 200, body: wallets }),
    'GET /api/user/notifications': () => ({ status: 200, body: [] }),
    'GET /api/announcements': () => ({ status: 200, body: [] }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('/dashboard', () => {
  it('shows the empty state with a link to add a wallet when there is none', async () => {
    wallets = [];
    renderWithRouter('/dashboard', { user: makeUser() });
    // The first visit imports the lazy dashboard chunks, which the test runner compiles then.
    expect(
      await screen.findByRole('heading', { name: 'Add a wallet to get paid' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a wallet' })).toHaveAttribute(
      'href',
      '/dashboard/settings/wallets',
    );
    expect(screen.queryByRole('button', { name: 'Generate request' })).not.toBeInTheDocument();
  });

  it('shows the payment creator with the wallets to choose from', async () => {
    wallets = [buildWallet()];
    renderWithRouter('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Generate request' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Receiving wallet' })).toHaveTextContent(
      'Shop Ledger (Ethereum)',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New payment request' })).toBeVisible();
  });
});
