import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { DisplayNameForm } from './display-name-form';

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
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
beforeEach(() => {
  server.calls.length = 0;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function renderForm() {
  renderWithRouter('/dashboard/settings/profile', {
    ui: <DisplayNameForm displayName="Anna" email="anna@shop.it" />,
  });
  return screen.getByLabelText('Display name');
}

describe('display name form', () => {
  it('refuses a blank name without calling the server', async () => {
    const user = userEvent.setup();
    const input = renderForm();
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('saves the trimmed name and says the profile was updated', async () => {
    server.route('PATCH /api/user/profile', (body) => ({
      status: 200,
      body: { ...profile, ...(body as object) },
    }));
    const user = userEvent.setup();
    const input = renderForm();
    await user.clear(input);
    await user.type(input, '  Bottega Anna ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Profile updated.');
    expect(server.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { displayName: 'Bottega Anna' },
    });
    expect(input).toHaveValue('Bottega Anna');
  });

  it('says the profile was not updated when the server refuses', async () => {
    server.route('PATCH /api/user/profile', () => ({
      status: 500,
      body: { error: 'serverError', message: 'Server error' },
    }));
    const user = userEvent.setup();
    const input = renderForm();
    await user.type(input, ' Rossi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be updated.');
  });

  it('shows the sign-in email without letting it be edited', () => {
    renderForm();
    expect(screen.getByText('anna@shop.it')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});
