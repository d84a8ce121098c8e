import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { TimeZoneForm } from './time-zone-form';

const profile = {
  id: '5f0c7a52-52a4-4ad4-9d0e-53f1a0d1f6a1',
  email: 'anna@shop.it',
  displayName: 'Anna',
  accountType: 'private',
  isAdmin: false,
  status: 'active',
  plan: 'free',
  planName: 'Free',
  features: [],
  feeBps: 100,
  customFeeBps: null,
  walletCount: 0,
  emailVerified: true,
  tfaEnabled: false,
  timeZone: 'Europe/Rome',
  createdAt: '2026-01-01T10:00:00.000Z',
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'PATCH /api/user/profile': (body) => ({
      status: 200,
      body: { ...profile, ...(body as object) },
    }),
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

describe('time zone form', () => {
  it('shows the saved zone and saves another one', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/profile', {
      ui: <TimeZoneForm timeZone="Europe/Rome" />,
    });
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue('Europe/Rome');
    expect(screen.getByRole('option', { name: 'America/New York' })).toBeInTheDocument();
    await user.selectOptions(select, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Profile updated.');
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/user/profile',
        body: { timeZone: 'America/New_York' },
      }),
    ]);
  });

  it("suggests the browser's zone when none is saved", () => {
    renderWithRouter('/dashboard/settings/profile', { ui: <TimeZoneForm timeZone={null} /> });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
