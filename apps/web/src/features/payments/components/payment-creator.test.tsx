import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSocket } from '#lib/socket-handle.ts';
import { buildPayment, buildWallet } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PaymentCreator } from './payment-creator';

const ledger = buildWallet({ name: 'Ledger', acceptedCurrencyIds: ['usdt', 'dai'] });
const cold = buildWallet({
  id: '0b7f7c1e-2222-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Cold',
  chainId: 'polygon',
  acceptedCurrencyIds: ['usdc', 'btc'],
});
const fetchedAt = '2026-03-01T10:00:00.000Z';
let rate = '3';
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/price': () => ({ status: 200, body: { rate, source: 'demo', fetchedAt } }),
    'POST /api/payments': () => ({ status: 201, body: buildPayment() }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  closeSocket();
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  rate = '3';
  server.calls.length = 0;
  server.route('POST /api/payments', () => ({ status: 201, body: buildPayment() }));
});

function renderCreator() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard', { ui: <PaymentCreator wallets={[ledger, cold]} /> });
  return user;
}

const generate = () => screen.getByRole('button', { name: 'Generate request' });
const fiatInput = () => screen.getByRole('textbox', { name: 'Amount' });
const cryptoInput = () => screen.getByRole('textbox', { name: 'Crypto amount' });
const currencySelect = () => screen.getByRole('combobox', { name: 'Currency' });

describe('payment creator', () => {
  it('enables generate only with an amount above zero, its crypto amount and no lookup running', async () => {
    const user = renderCreator();
    expect(generate()).toBeDisabled();
    await user.type(fiatInput(), '0');
    expect(generate()).toBeDisabled();
    await user.clear(fiatInput());
    await user.type(fiatInput(), '10');
    // The 300 ms debounce counts as a lookup running.
    expect(generate()).toBeDisabled();
    await waitFor(() => expect(generate()).toBeEnabled());
    expect(cryptoInput()).toHaveValue('3.333334');
    expect(screen.getByText('1 USDT = 3 EUR · Demo (Live)')).toBeInTheDocument();
  });

  it('shows the crypto amount read-only with 8 decimals, exactly', async () => {
    const user = renderCreator();
    await user.selectOptions(currencySelect(), 'dai');
    await user.type(fiatInput(), '10');
    await waitFor(() => expect(cryptoInput()).toHaveValue('3.33333333'));
    expect(cryptoInput()).toHaveAttribute('readonly');
    expect(server.calls.at(-1)?.path).toBe('/api/price?chain=ethereum&crypto=DAI&fiat=EUR');
  });

  it('says beside the amount when the price feed fails, and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.route('GET /api/price', () => ({ status: 503, body: { error: 'priceUnavailable' } }));
    const user = renderCreator();
    await user.type(fiatInput(), '10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price is not available right now.',
    );
    expect(cryptoInput()).toHaveValue('');
    expect(generate()).toBeDisabled();
    server.route('GET /api/price', () => ({
      status: 200,
      body: { rate, source: 'demo', fetchedAt },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cryptoInput()).toHaveValue('3.333334'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(generate()).toBeEnabled();
  });

  it(
    'turns a paid request into its success: amount received, coin, network, transaction',
    { timeout: 20_000 },
    async () => {
      const txHash = `0x${'a'.repeat(64)}`;
      server.route('POST /api/payments', () => ({
        status: 201,
        body: buildPayment({
          status: 'CONFIRMED',
          txHash,
          confirmedAt: '2026-03-01T10:05:00.000Z',
        }),
      }));
      const user = renderCreator();
      await user.type(fiatInput(), '25');
      await waitFor(() => expect(generate()).toBeEnabled());
      await user.click(generate());
      const received = await screen.findByRole('heading', { name: '€25.00 received' });
      await waitFor(() => expect(received).toHaveFocus());
      const request = screen.getByRole('region', { name: 'Payment request' });
      expect(within(request).getByText('29.07 USDT on Ethereum')).toBeInTheDocument();
      expect(within(request).getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
        'href',
        `https://etherscan.io/tx/${txHash}`,
      );
      expect(within(request).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    },
  );

  it('links to no public explorer for a local chain (the demo), and says so', async () => {
    const txHash = `0x${'b'.repeat(64)}`;
    server.route('POST /api/payments', () => ({
      status: 201,
      body: buildPayment({
        status: 'CONFIRMED',
        txHash,
        confirmedAt: '2026-03-01T10:05:00.000Z',
        explorerTxUrlTemplate: null,
      }),
    }));
    const user = renderCreator();
    await user.type(fiatInput(), '25');
    await waitFor(() => expect(generate()).toBeEnabled());
    await user.click(generate());
    await screen.findByRole('heading', { name: '€25.00 received' });
    const request = screen.getByRole('region', { name: 'Payment request' });
    expect(within(request).queryByRole('link', { name: 'View the transaction' })).toBeNull();
    expect(request).toHaveTextContent(
      'On a local test network (no public explorer): transaction 0xbbbbbbbb…bbbbbb',
    );
  });

  it("offers only the wallet's currencies and falls back to its first one", async () => {
    const user = renderCreator();
    const options = () => within(currencySelect()).getAllByRole('option');
    expect(options().map((option) => option.textContent)).toEqual([
      'USDT · Tether USD',
      'DAI · Dai',
    ]);
    await user.selectOptions(currencySelect(), 'dai');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Receiving wallet' }), cold.id);
    expect(currencySelect()).toHaveValue('usdc');
    expect(options().map((option) => option.textContent)).toEqual([
      'USDC · USD Coin',
      'BTC · Bitcoin',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Receiving wallet' }), ledger.id);
    expect(currencySelect()).toHaveValue('usdt');
  });

  it('prices in USD when chosen', async () => {
    const user = renderCreator();
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await user.type(fiatInput(), '12,5');
    await waitFor(() => expect(generate()).toBeEnabled());
    expect(server.calls.at(-1)?.path).toBe('/api/price?chain=ethereum&crypto=USDT&fiat=USD');
    await user.click(generate());
    await screen.findByRole('button', { name: 'New request' });
    expect(server.calls.at(-1)?.body).toMatchObject({ fiatAmount: '12.50', fiatCurrency: 'USD' });
  });

  it('locks the form once generated, and a new request clears it and both amounts', async () => {
    const user = renderCreator();
    await user.type(fiatInput(), '25');
    await waitFor(() => expect(generate()).toBeEnabled());
    await user.click(generate());

    await screen.findByRole('button', { name: 'New request' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Payment request' })).toHaveFocus(),
    );
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      method: 'POST',
      path: '/api/payments',
      body: { walletId: ledger.id, currency: 'usdt', fiatAmount: '25.00', fiatCurrency: 'EUR' },
    });
    const request = screen.getByRole('region', { name: 'Payment request' });
    expect(within(request).getByText('29.07000000')).toBeInTheDocument();
    expect(within(request).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(request).getByText(/^Expires in/)).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: /\/pay\// })).toHaveAttribute(
      'href',
      buildPayment().payUrl,
    );
    for (const field of [
      fiatInput(),
      currencySelect(),
      screen.getByRole('radio', { name: 'USD' }),
    ]) {
      expect(field).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Generate request' })).not.toBeInTheDocument();
    // Not a demo server (GET /api/demo is 404 here): no simulated payments.
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/demo'));
    expect(screen.queryByRole('button', { name: 'Simulate payment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New request' }));
    expect(fiatInput()).toHaveValue('');
    expect(fiatInput()).toBeEnabled();
    expect(cryptoInput()).toHaveValue('');
    expect(screen.getByText(/QR code and the link for the payer will appear here/)).toBeVisible();
    expect(generate()).toBeDisabled();
  });

  it('offers "Simulate payment" on a demo server, which pays the open request', async () => {
    server.route('GET /api/demo', () => ({ status: 200, body: { enabled: true } }));
    server.route(`POST /api/demo/pay/${buildPayment().id}`, () => ({
      status: 202,
      body: { txHash: `0x${'1'.repeat(64)}` },
    }));
    const user = renderCreator();
    await user.type(fiatInput(), '9');
    await waitFor(() => expect(generate()).toBeEnabled());
    await user.click(generate());
    await user.click(await screen.findByRole('button', { name: 'Simulate payment' }));
    expect(await screen.findByText('Payment sent: watch the status change.')).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/demo/pay/${buildPayment().id}`,
    });
    expect(screen.getByRole('button', { name: 'Simulate payment' })).toBeDisabled();
    server.route('GET /api/demo', () => ({ status: 404, body: { error: 'notFound' } }));
  });

  it("shows the server's refusal in words", async () => {
    server.route('POST /api/payments', () => ({
      status: 400,
      body: { error: 'noCompatibleWallet', message: 'No compatible wallet' },
    }));
    const user = renderCreator();
    await user.type(fiatInput(), '25');
    await waitFor(() => expect(generate()).toBeEnabled());
    await user.click(generate());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No compatible wallet or currency found to generate the payment.',
    );
    expect(fiatInput()).toBeEnabled();
  });
});
