import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanySettings } from '@incasso/shared/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUserSummary, USER_ID } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { CompanySettingsPage } from './company-settings-page';

const WALLET = '0195f1c4-7a3e-7000-8000-0000000000b1';
let server: StubServer;
let settings: CompanySettings;
let refusal: StubReply | null;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/admin/company-settings': () => ({ status: 200, body: settings }),
    'PUT /api/admin/company-settings': (body) => {
      if (refusal) return refusal;
      const input = body as { companyName: string; walletIds: string[] };
      settings = {
        ...settings,
        companyName: input.companyName,
        wallets: settings.wallets.map((w) => ({ ...w, receiving: input.walletIds.includes(w.id) })),
      };
      return { status: 200, body: settings };
    },
    'GET /api/admin/users': () => ({
      status: 200,
      body: { items: [adminUserSummary()], total: 1, page: 1, pageSize: 5 },
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
  refusal = null;
  settings = {
    companyName: 'Incasso',
    companyDetails: '',
    platformAccount: { id: USER_ID, email: 'marco@bottega.it' },
    wallets: [
      {
        id: WALLET,
        name: 'Treasury',
        chain: 'polygon',
        address: '0x1111111111111111111111111111111111111111',
        receiving: false,
      },
    ],
  };
});

describe('company settings page', () => {
  it("saves the legal data and chooses the platform account's receiving wallets", async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/settings', { ui: <CompanySettingsPage /> });
    expect(
      await screen.findByText(
        'No receiving wallet: plans cannot be bought and fees cannot be settled.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Incasso srl');
    await user.click(screen.getByRole('checkbox', { name: /Treasury · polygon/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Company settings saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      companyName: 'Incasso srl',
      companyDetails: '',
      platformUserId: USER_ID,
      walletIds: [WALLET],
    });
    await waitFor(() => expect(screen.queryByText(/No receiving wallet/)).not.toBeInTheDocument());
  });

  it('refuses a platform email that is nobody, without saving', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/settings', { ui: <CompanySettingsPage /> });
    const email = await screen.findByLabelText('Platform account (email)');
    await user.clear(email);
    await user.type(email, 'ghost@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // Beside the field that named nobody.
    await waitFor(() => expect(email).toHaveAccessibleDescription(/User not found/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("puts the server's refusal of the platform account beside its email", async () => {
    refusal = {
      status: 400,
      body: {
        error: 'platformAccountNotFound',
        message: 'User not found',
        fields: { platformUserId: 'platformAccountNotFound' },
      },
    };
    const user = userEvent.setup();
    renderWithRouter('/admin/settings', { ui: <CompanySettingsPage /> });
    const email = await screen.findByLabelText('Platform account (email)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/User not found/));
    expect(screen.getByLabelText('Company name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The company settings could not be saved.')).not.toBeInTheDocument();
  });
});
