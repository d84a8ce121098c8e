import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/forgot-password': () => ({ status: 429, body: { error: 'rateLimited' } }),
    'POST /api/auth/reset-password': () => ({ status: 204 }),
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

describe('forgot password', () => {
  it('gives the same answer whatever the server says', async () => {
    const user = userEvent.setup();
    renderWithRouter('/forgot-password', { ui: <ForgotPasswordForm /> });
    await user.type(screen.getByLabelText('Email'), 'who@shop.it');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'If the email is registered, you will shortly receive a recovery link.',
    );
  });
});

describe('reset password', () => {
  it('asks for a new link when the token is missing', () => {
    renderWithRouter('/reset-password', { ui: <ResetPasswordForm /> });
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('requires both fields to match', async () => {
    const user = userEvent.setup();
    renderWithRouter('/reset-password?token=t1', { ui: <ResetPasswordForm /> });
    await user.type(screen.getByLabelText('New password'), 'Secret-123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret-124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('sends the token and the new password, then confirms', async () => {
    const user = userEvent.setup();
    renderWithRouter('/reset-password?token=t1', { ui: <ResetPasswordForm /> });
    await user.type(screen.getByLabelText('New password'), 'Secret-123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Password reset successfully! You can now log in.',
    );
    expect(server.calls.at(-1)?.body).toEqual({
      token: 't1',
      password: 'Secret-123',
      confirmPassword: 'Secret-123',
    });
  });
});
