import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { useSessionStore } from '../session-store';
import { LoginForm } from './login-form';

const profile = { id: 'u1', email: 'anna@shop.it', plan: 'plus' };
const analysis = (recommendedAction: string, tfaAvailable: boolean) => ({
  riskScore: 87,
  riskLevel: 'HIGH',
  recommendedAction,
  reason: 'New device in another country',
  tfaAvailable,
});

// The server's answer per email; a login carrying the right code succeeds.
const replies: Record<string, StubReply> = {
  'wrong@shop.it': {
    status: 401,
    body: { error: 'invalidCredentials', message: 'Invalid credentials' },
  },
  'odd@shop.it': { status: 418, body: { error: 'somethingNew', message: 'New' } },
  'broken@shop.it': { status: 500, body: { error: 'serverError', message: 'Server error' } },
  'blocked@shop.it': {
    status: 403,
    body: { error: 'loginBlocked', challenge: true, analysis: analysis('BLOCK', false) },
  },
  'challenged@shop.it': {
    status: 403,
    body: { error: 'riskChallenge', challenge: true, analysis: analysis('CHALLENGE', true) },
  },
  'challenged-no-tfa@shop.it': {
    status: 403,
    body: { error: 'riskChallenge', challenge: true, analysis: analysis('CHALLENGE', false) },
  },
  'tfa@shop.it': { status: 401, body: { error: 'tfaRequired', tfaRequired: true } },
  'suspended@shop.it': {
    status: 403,
    body: { error: 'accountSuspended', message: 'This account has been suspended.' },
  },
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/login': (body) => {
      const { email, otp } = body as { email: string; otp?: string };
      if (otp === '123456') return { status: 200, body: { ...profile, email } };
      if (otp === '000000')
        return { status: 401, body: { error: 'invalidOtp', tfaRequired: true } };
      if (otp) return { status: 429, body: { error: 'rateLimited' } };
      return replies[email] ?? { status: 200, body: { ...profile, email } };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  // The API client reads the real address bar: a 401 here is a wrong password.
  window.history.pushState({}, '', '/login');
});

async function signIn(email: string, password = 'Secret-123') {
  const user = userEvent.setup();
  renderWithRouter('/login', { ui: <LoginForm /> });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login form', () => {
  it('has a labelled email field, a password field and the recovery and sign-up links', () => {
    renderWithRouter('/login', { ui: <LoginForm /> });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });

  it('signs in, stores the user and says so', async () => {
    await signIn('anna@shop.it');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Signed in successfully.',
    );
    expect(useSessionStore.getState().user?.email).toBe('anna@shop.it');
    expect(server.calls[0]?.body).toEqual({ email: 'anna@shop.it', password: 'Secret-123' });
  });

  it('translates the server error key into a toast', async () => {
    await signIn('wrong@shop.it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says on the page itself, not in a passing toast, that the account is suspended', async () => {
    await signIn('suspended@shop.it');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your account is suspended');
    expect(notice).toHaveTextContent('Please contact support');
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('');
  });

  it('falls back to a generic message for an unknown error key', async () => {
    await signIn('odd@shop.it');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('says the login failed when the request fails on the server, in English and Italian', async () => {
    await signIn('broken@shop.it');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error during login. Please try again.',
    );
    cleanup();
    await i18n.changeLanguage('it');
    try {
      const user = userEvent.setup();
      renderWithRouter('/login', { ui: <LoginForm /> });
      await user.type(screen.getByLabelText('Email'), 'broken@shop.it');
      await user.type(screen.getByLabelText('Password'), 'Secret-123');
      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Errore durante l'accesso. Riprova.",
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reports a network failure', async () => {
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    await signIn('anna@shop.it');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A network error occurred. Please try again.',
    );
    vi.stubEnv('VITE_API_URL', server.url);
  });
});

describe('risk dialog', () => {
  it('shows a blocked login with reason, score and level, and closes', async () => {
    const user = await signIn('blocked@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Login Blocked' });
    expect(dialog).toHaveTextContent(
      'Login blocked for security reasons. Please contact support if you believe this is an error.',
    );
    expect(dialog).toHaveTextContent('New device in another country');
    expect(dialog).toHaveTextContent('87 / 100');
    expect(dialog).toHaveTextContent('High');
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads a challenge without two-factor as a block', async () => {
    await signIn('challenged-no-tfa@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Verification Required' });
    expect(dialog).toHaveTextContent('Login blocked for security reasons.');
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('asks for the code on a challenge, refuses a malformed one, and signs in with a good one', async () => {
    const user = await signIn('challenged@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Verification Required' });
    const code = within(dialog).getByLabelText('Verification code');
    expect(code).toHaveAttribute('maxLength', '6');
    await user.type(code, '12a45');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP code must be 6 digits');
    expect(server.calls).toHaveLength(1);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const logins = server.calls.filter((call) => call.path === '/api/auth/login');
    expect(logins.at(-1)?.body).toMatchObject({ email: 'challenged@shop.it', otp: '123456' });
    expect(useSessionStore.getState().user?.email).toBe('challenged@shop.it');
    expect(screen.getAllByRole('status', { name: '' }).map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Code verified.'),
      expect.stringContaining('Signed in successfully.'),
    ]);
  });
});

describe('two-factor dialog', () => {
  it('opens when two-factor is required and keeps open on a wrong code', async () => {
    const user = await signIn('tfa@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor verification' });
    await user.type(within(dialog).getByLabelText('6-digit code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP code. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Two-factor verification' })).toBeInTheDocument();
  });

  it('closes when the error no longer asks for two-factor', async () => {
    const user = await signIn('tfa@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor verification' });
    await user.type(within(dialog).getByLabelText('6-digit code'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels', async () => {
    const user = await signIn('tfa@shop.it');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
