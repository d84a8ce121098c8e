import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { ChangePasswordForm } from './change-password-form';

const CURRENT = 'Old-Password-1';
const STRONG = 'Quiet-Lantern-47';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/user/password': (body) =>
      (body as { currentPassword: string }).currentPassword === CURRENT
        ? { status: 204 }
        : { status: 400, body: { error: 'incorrectPassword', message: 'Incorrect password' } },
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

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  renderWithRouter('/dashboard/settings/security', { ui: <ChangePasswordForm /> });
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('rates the new password as it is typed', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/security', { ui: <ChangePasswordForm /> });
    const meter = screen.getByRole('meter', { name: 'Strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText('New password'), STRONG);
    expect(meter).toHaveAttribute('aria-valuenow', '4');
  });

  it('refuses a weak new password with the SPEC toast', async () => {
    await fill(CURRENT, 'abcdefgh', 'abcdefgh');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too weak');
    expect(server.calls).toHaveLength(0);
  });

  it('requires the two copies to match', async () => {
    await fill(CURRENT, STRONG, `${STRONG}!`);
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('asks for the current password', async () => {
    await fill('', STRONG, STRONG);
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('marks the current password when the server says it is wrong', async () => {
    await fill('Not-It-99', STRONG, STRONG);
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Incorrect password');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes it, says so and clears the fields', async () => {
    await fill(CURRENT, STRONG, STRONG);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Password changed. Other devices have been signed out.',
    );
    expect(server.calls.at(-1)?.body).toEqual({ currentPassword: CURRENT, newPassword: STRONG });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
