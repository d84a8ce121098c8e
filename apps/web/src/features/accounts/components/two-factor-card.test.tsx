import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjkm-npqr`);

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/user/2fa/setup': () => ({
      status: 200,
      body: { secret: SECRET, otpauthUrl: `otpauth://totp/Incasso?secret=${SECRET}`, qrCode: QR },
    }),
    'POST /api/user/2fa/enable': (body) =>
      (body as { code: string }).code === '123456'
        ? { status: 200, body: { recoveryCodes: CODES } }
        : { status: 400, body: { error: 'invalidOtp', message: 'Invalid OTP code.' } },
    'POST /api/user/2fa/disable': (body) =>
      (body as { password: string }).password === 'Right-Password-1'
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

const toast = (role: 'status' | 'alert') => screen.findByRole(role, { name: '' });

async function startSetup() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard/settings/security', { ui: <TwoFactorCard isEnabled={false} /> });
  expect(screen.getByText('Disabled')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enable two-factor' }));
  return user;
}

describe('turning two-factor on', () => {
  it('shows the QR code and the key in groups of four', async () => {
    await startSetup();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
  });

  it('refuses a code that is not six digits before asking the server', async () => {
    const user = await startSetup();
    await user.type(await screen.findByLabelText('6-digit code'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await toast('alert')).toHaveTextContent('OTP code must be 6 digits');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/user/2fa/setup']);
  });

  it('keeps the setup open on a wrong code', async () => {
    const user = await startSetup();
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await toast('alert')).toHaveTextContent('Invalid OTP code. Please try again.');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('shows the ten recovery codes once, until the user says they are saved', async () => {
    const user = await startSetup();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await toast('status')).toHaveTextContent('Two-factor authentication enabled.');
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();

    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('copies the codes one per line', async () => {
    const user = await startSetup();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('turning two-factor off', () => {
  it('needs the right password, and says to check it otherwise', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/security', { ui: <TwoFactorCard isEnabled /> });
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Disable two-factor' }));
    expect(await toast('alert')).toHaveTextContent(
      'Two-factor authentication could not be disabled. Check your password.',
    );
    expect(screen.getByLabelText('Account password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Account password'));
    await user.type(screen.getByLabelText('Account password'), 'Right-Password-1');
    await user.click(screen.getByRole('button', { name: 'Disable two-factor' }));
    expect(await toast('status')).toHaveTextContent('Two-factor authentication disabled.');
    expect(server.calls.at(-1)?.body).toEqual({ password: 'Right-Password-1' });
  });
});
