import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { UnverifiedEmailBanner } from './unverified-email-banner';
import { VerifyEmailPage } from './verify-email-page';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/verify-email': (body) =>
      (body as { token: string }).token === 'good'
        ? { status: 200, body: { user: null } }
        : (body as { token: string }).token === 'new'
          ? { status: 200, body: { user: { id: 'u9', email: 'new@shop.it' } } }
          : { status: 400, body: { error: 'invalidToken', message: 'Invalid link' } },
    'POST /api/auth/resend-verification': () => ({ status: 204 }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
beforeEach(() => {
  server.calls.length = 0;
  signedIn.mockClear();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const signedIn = vi.fn();
const verifyCalls = () => server.calls.filter((call) => call.path === '/api/auth/verify-email');

function renderPage(token: string, isSignedIn: boolean) {
  renderWithRouter(`/verify-email?token=${token}`, {
    ui: <VerifyEmailPage isSignedIn={isSignedIn} onSignedIn={signedIn} />,
  });
}

describe('verify email page', () => {
  it('confirms the address once, even under StrictMode', async () => {
    // StrictMode runs mount effects twice only when it is the root, as in app/mount.tsx.
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/verify-email?token=good']}>
            <VerifyEmailPage isSignedIn onSignedIn={signedIn} />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email…');
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(verifyCalls()).toEqual([expect.objectContaining({ body: { token: 'good' } })]);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('hands over the account a link activated and signed in, and says so', async () => {
    renderPage('new', false);
    expect(
      await screen.findByRole('heading', { name: 'Your account is active' }),
    ).toBeInTheDocument();
    expect(signedIn).toHaveBeenCalledWith({ id: 'u9', email: 'new@shop.it' });
  });

  it('offers a signed-in user a new link when this one is invalid', async () => {
    const user = userEvent.setup();
    renderPage('used', true);
    await screen.findByRole('heading', { name: 'This link does not work' });
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'We sent you a new confirmation link.',
    );
  });

  it('sends a signed-out visitor to sign in for a new link', async () => {
    renderPage('used', false);
    await screen.findByRole('heading', { name: 'This link does not work' });
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('treats a link without a token as invalid without calling the server', () => {
    renderWithRouter('/verify-email', {
      ui: <VerifyEmailPage isSignedIn={false} onSignedIn={signedIn} />,
    });
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(0);
  });
});

describe('unconfirmed email reminder', () => {
  it('names the address and resends the link', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard', { ui: <UnverifiedEmailBanner email="anna@shop.it" /> });
    const banner = screen.getByRole('region', { name: 'Email confirmation' });
    expect(banner).toHaveTextContent('We sent a link to anna@shop.it');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'We sent you a new confirmation link.',
    );
    expect(server.calls.map((call) => call.path)).toEqual(['/api/auth/resend-verification']);
  });
});
