import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#components/ui/toast/toast-store.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PasskeysCard } from './passkeys-card';

// The ceremony is the browser's (navigator.credentials, through @simplewebauthn/browser): jsdom
// has none, so the library is replaced by what a browser would answer. What is tested here is
// the page's side: the calls, in order, with what they carry, and every state it shows. The
// real ceremony runs in Chromium with a virtual authenticator (decision note 090) and the
// server's verification against signed credentials in passkeys.routes.test.ts.
const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const KEY = '00000000-0000-4000-8000-0000000000c1';
const options = {
  rp: { name: 'Incasso', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'anna@shop.it', displayName: 'Anna' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const credential = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
};
const laptop = {
  id: KEY,
  name: 'Chrome on Linux',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer();
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
  browser.startRegistration.mockReset();
  useToastStore.setState({ toasts: [] });
  server.route('GET /api/user/passkeys', () => ({ status: 200, body: [laptop] }));
});

const calls = () => server.calls.map((call) => `${call.method} ${call.path}`);

describe('the passkeys on the Security page', () => {
  it('lists each passkey with when it was added and last used', async () => {
    server.route('GET /api/user/passkeys', () => ({
      status: 200,
      body: [
        laptop,
        {
          ...laptop,
          id: crypto.randomUUID(),
          name: 'iPhone',
          synced: true,
          lastUsedAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    }));
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText(/Added Nov 2, 2026 · never used/)).toBeInTheDocument();
    expect(screen.getByText(/last used Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Synced')).toBeInTheDocument();
  });

  it('adds one: the server’s options, the browser’s credential, the server’s verdict', async () => {
    server.route('POST /api/user/passkeys/options', () => ({ status: 200, body: options }));
    server.route('POST /api/user/passkeys', () => ({
      status: 201,
      body: { ...laptop, id: crypto.randomUUID(), name: 'Firefox on Android' },
    }));
    browser.startRegistration.mockResolvedValue(credential);
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added: Firefox on Android.')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls()).toContain('POST /api/user/passkeys/options');
    expect(
      server.calls.find((c) => c.method === 'POST' && c.path === '/api/user/passkeys')?.body,
    ).toEqual({
      response: credential,
    });
  });

  it('says nothing when the person closes the browser’s prompt, and the server’s key when it refuses', async () => {
    server.route('POST /api/user/passkeys/options', () => ({ status: 200, body: options }));
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    const add = await screen.findByRole('button', { name: 'Add a passkey' });
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(calls()).not.toContain('POST /api/user/passkeys');

    browser.startRegistration.mockResolvedValueOnce(credential);
    server.route('POST /api/user/passkeys', () => ({
      status: 409,
      body: { error: 'passkeyAlreadyRegistered', message: 'Already' },
    }));
    await userEvent.click(add);
    expect(await screen.findByText('This passkey is already registered.')).toBeInTheDocument();
  });

  it('renames one', async () => {
    server.route(`PATCH /api/user/passkeys/${KEY}`, () => ({
      status: 200,
      body: { ...laptop, name: 'Work laptop' },
    }));
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Work laptop' }),
    );
  });

  it('says beside the name when it is empty, or when the server refuses it', async () => {
    server.route(`PATCH /api/user/passkeys/${KEY}`, () => ({
      status: 400,
      body: { error: 'invalidInput', message: 'Invalid input data', fields: { name: 'tooLong' } },
    }));
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.type(name, 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Invalid input data'));
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Work laptop' });
    expect(screen.getByRole('dialog', { name: 'Rename passkey' })).toBeInTheDocument();
  });

  it('removes one, asking for the password when the server wants it', async () => {
    server.route(`DELETE /api/user/passkeys/${KEY}`, (body) =>
      (body as { password?: string }).password === 'Secret-123'
        ? { status: 204 }
        : { status: 403, body: { error: 'passwordRequired', message: 'Password' } },
    );
    renderWithRouter('/dashboard/settings/security', { ui: <PasskeysCard /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Chrome on Linux?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const password = await within(dialog).findByLabelText('Password');
    await userEvent.type(password, 'Secret-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey removed: Chrome on Linux.')).toBeInTheDocument();
    const deletes = server.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.body)).toEqual([{}, { password: 'Secret-123' }]);
  });
});
