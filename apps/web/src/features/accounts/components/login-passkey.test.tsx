import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { useSessionStore } from '../session-store';

// jsdom has no WebAuthn: the library stands for the browser (see passkeys-card.test.tsx); the
// real ceremony is exercised in Chromium with a virtual authenticator (decision note 090).
const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw', userHandle: 'dQ' },
};
const profile = { id: 'u1', email: 'anna@shop.it', isAdmin: false, plan: 'plus' };

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/passkey/options': () => ({ status: 200, body: options }),
    'GET /api/session/membership': () => ({ status: 200, body: null }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  browser.startAuthentication.mockReset();
});

describe('sign-in with a passkey alone', () => {
  it('signs in with what the browser signed, no email or password typed', async () => {
    server.route('POST /api/auth/passkey', () => ({ status: 200, body: { user: profile } }));
    browser.startAuthentication.mockResolvedValue(assertion);
    renderWithRouter('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('anna@shop.it'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(server.calls.find((c) => c.path === '/api/auth/passkey')?.body).toEqual({
      response: assertion,
    });
    expect(await screen.findByText('/dashboard', { selector: 'output' })).toBeInTheDocument();
  });

  it('says when the server refuses the passkey, and nothing when the prompt is closed', async () => {
    server.route('POST /api/auth/passkey', () => ({
      status: 401,
      body: { error: 'passkeyUnknown', message: 'Unknown' },
    }));
    browser.startAuthentication.mockResolvedValueOnce(assertion);
    renderWithRouter('/login');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey is not registered here.',
    );
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('offers no passkey button where the browser has no WebAuthn', async () => {
    const saved = Reflect.get(window, 'PublicKeyCredential') as unknown;
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    try {
      renderWithRouter('/login');
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    } finally {
      Object.assign(window, { PublicKeyCredential: saved });
    }
  });
});

describe('a passkey as the second factor after the password', () => {
  it("answers the code dialog with the account's passkey", async () => {
    const challenge = {
      challenge: 'c2Vjb25k',
      allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
    };
    server.route('POST /api/auth/login', (body) =>
      (body as { passkey?: unknown }).passkey
        ? { status: 200, body: { user: profile } }
        : {
            status: 401,
            body: {
              error: 'tfaRequired',
              message: 'Code',
              tfaRequired: true,
              passkeyOptions: challenge,
            },
          },
    );
    browser.startAuthentication.mockResolvedValue(assertion);
    renderWithRouter('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'anna@shop.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('anna@shop.it'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: challenge });
    const logins = server.calls.filter((call) => call.path === '/api/auth/login');
    expect(logins.at(-1)?.body).toEqual({
      email: 'anna@shop.it',
      password: 'Secret-123',
      passkey: assertion,
    });
  });

  it('offers the passkey in the risk dialog of a challenged sign-in, without a code where there is no TOTP', async () => {
    const challenge = {
      challenge: 'dGhpcmQ',
      allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
    };
    server.route('POST /api/auth/login', (body) =>
      (body as { passkey?: unknown }).passkey
        ? { status: 200, body: { user: profile } }
        : {
            status: 401,
            body: {
              error: 'verificationRequired',
              message: 'Additional verification is required.',
              challenge: true,
              analysis: {
                riskScore: 45,
                riskLevel: 'MEDIUM',
                recommendedAction: 'CHALLENGE',
                reason: 'First sign-in from this device.',
                tfaAvailable: false,
              },
              passkeyOptions: challenge,
            },
          },
    );
    browser.startAuthentication.mockResolvedValue(assertion);
    renderWithRouter('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'anna@shop.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification Required' });
    expect(dialog).toHaveTextContent('Confirm it’s you with your passkey');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('anna@shop.it'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: challenge });
    expect(server.calls.filter((call) => call.path === '/api/auth/login').at(-1)?.body).toEqual({
      email: 'anna@shop.it',
      password: 'Secret-123',
      passkey: assertion,
    });
  });
});
