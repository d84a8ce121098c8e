import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { pendingInvitationPath } from '../pending-invitation';

const reloadAs = vi.hoisted(() => vi.fn());
vi.mock('../reload', () => ({ reloadAs }));

const TOKEN = 'a'.repeat(43);
const PATH = `/invitations/accept?token=${TOKEN}`;
const preview = {
  merchantName: 'Bar Sport',
  email: 'luca@shop.it',
  role: 'cashier',
  expiresAt: '2026-12-03T09:00:00.000Z',
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/logout': () => ({ status: 204 }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  reloadAs.mockClear();
  localStorage.clear();
  server.route('POST /api/invitations/preview', () => ({ status: 200, body: preview }));
});

describe('the invitation page', () => {
  it('names the shop and the role, and offers a signed-out person to sign in or register', async () => {
    renderWithRouter(PATH);
    expect(await screen.findByRole('heading', { name: 'Join Bar Sport' })).toBeInTheDocument();
    expect(screen.getByText('You are invited as Cashier, at luca@shop.it.')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Sign in as luca@shop.it' })).toHaveAttribute(
      'href',
      '/login',
    );
    // Registering keeps the link, so the confirmation mail's page leads back to it.
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(pendingInvitationPath()).toBe(PATH);
  });

  it('lets the invited address join: the session then acts for that shop', async () => {
    server.route('POST /api/invitations/accept', () => ({
      status: 200,
      body: {
        merchantId: '00000000-0000-4000-8000-00000000000a',
        merchantName: 'Bar Sport',
        role: 'cashier',
      },
    }));
    renderWithRouter(PATH, { user: makeUser({ email: 'Luca@shop.it' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Bar Sport' }));
    await waitFor(() => expect(reloadAs).toHaveBeenCalledWith('/dashboard'));
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/invitations/accept',
      body: { token: TOKEN },
    });
  });

  it('tells another signed-in address that the invitation is not theirs', async () => {
    renderWithRouter(PATH, { user: makeUser({ email: 'anna@shop.it' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as anna@shop.it, but this invitation is for luca@shop.it.',
    );
    expect(screen.queryByRole('button', { name: 'Join Bar Sport' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("says the server's refusal when joining fails", async () => {
    server.route('POST /api/invitations/accept', () => ({
      status: 404,
      body: { error: 'invitationInvalid', message: 'Invalid' },
    }));
    renderWithRouter(PATH, { user: makeUser({ email: 'luca@shop.it' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Bar Sport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid or has expired.',
    );
    expect(reloadAs).not.toHaveBeenCalled();
  });

  it('says an expired or malformed link is not valid, in Italian too', async () => {
    server.route('POST /api/invitations/preview', () => ({
      status: 404,
      body: { error: 'invitationInvalid', message: 'Invalid' },
    }));
    await i18n.changeLanguage('it');
    try {
      renderWithRouter(PATH);
      expect(await screen.findByRole('heading', { name: 'Invito non valido' })).toBeVisible();
      const asked = server.calls.length;
      renderWithRouter('/invitations/accept?token=short');
      // A link that cannot be a token is not even asked about.
      expect(await screen.findAllByRole('heading', { name: 'Invito non valido' })).toHaveLength(2);
      expect(server.calls).toHaveLength(asked);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
