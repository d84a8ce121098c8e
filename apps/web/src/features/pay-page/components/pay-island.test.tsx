import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPublicPayment } from '#test/build-payment.ts';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { REDIRECT_DELAY_S } from '../hooks/use-redirect-countdown';
import {
  islandData,
  renderIsland,
  startStatusServer,
  type StatusServer,
} from '../test/island-fixtures';

const TX = `0x${'ab'.repeat(32)}`;
let api: StubServer;
let sockets: StatusServer;

beforeAll(async () => {
  api = await startStubServer();
  sockets = await startStatusServer();
  vi.stubEnv('VITE_API_URL', api.url);
});
afterEach(() => {
  sockets.disconnectAll();
  sockets.answerWith(null);
  vi.useRealTimers();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  sockets.close();
  await api.close();
});

describe('pay page island', () => {
  it('says what is paid, and gives a deadline days away as its day and hour', async () => {
    const expiresAt = new Date(Date.now() + 6 * 24 * 3_600_000);
    const data = await islandData({
      purpose: { kind: 'invoice', number: '2026/0042' },
      expiresAt: expiresAt.toISOString(),
    });
    renderIsland(data, { connect: sockets.connect });
    expect(screen.getByTestId('pay-purpose')).toHaveTextContent('Invoice no. 2026/0042');
    expect(screen.getByText(/^Pay by/)).toHaveTextContent(
      expiresAt.toLocaleString('en', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    expect(screen.queryByText(/^Expires in/)).not.toBeInTheDocument();
  });

  it('shows who asks for how much, the drawn wallet-app QR, the address and a wallet link', async () => {
    const data = await islandData();
    const user = userEvent.setup();
    renderIsland(data, { connect: sockets.connect });

    expect(screen.getByRole('heading', { name: 'Payment to Bottega Rossi' })).toBeInTheDocument();
    expect(screen.getByText('€25.00')).toBeInTheDocument();
    expect(screen.getByText('29.07 USDT')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/^Expires in/)).toBeInTheDocument();
    // The first QR is the EIP-681 link a wallet app opens, as the server drew it, path for path.
    expect(screen.getByRole('button', { name: 'Wallet app' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const qr = screen.getByRole('img', { name: 'QR code to pay 29.07\u00a0USDT' });
    expect(Object.keys(data.qrSvgs)).toEqual([data.payment.eip681]);
    const drawn = data.qrSvgs[data.payment.eip681 ?? ''] ?? '';
    const paths = [...drawn.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect(paths).toHaveLength(2);
    expect([...qr.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual(paths);
    expect(screen.getByText(data.payment.address)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      data.payment.eip681,
    );

    // SPEC's text, for people who copy by hand, was not drawn by the server: the island encodes it.
    await user.click(screen.getByRole('button', { name: 'Payment details' }));
    const detailsQr = await screen.findByRole('img', {
      name: /payment details for 29.07\u00a0USDT/,
    });
    expect(detailsQr.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
  });

  it('follows the status live and reads the request again for its transaction', async () => {
    const data = await islandData();
    const { id } = data.payment;
    const explorerTxUrl = `https://etherscan.io/tx/${TX}`;
    api.route(`GET /api/pay/${id}`, () => ({
      status: 200,
      body: buildPublicPayment({
        status: 'CONFIRMING',
        txHash: TX,
        confirmations: 4,
        explorerTxUrl,
      }),
    }));
    sockets.answerWith({
      paymentId: id,
      status: 'CONFIRMING',
      txHash: TX,
      confirmations: 4,
      required: 12,
    });
    renderIsland(data, { connect: sockets.connect });

    expect(await screen.findByText('4/12 confirmations')).toBeInTheDocument();
    expect(sockets.watches).toContainEqual({ paymentId: id });
    expect(await screen.findByRole('link', { name: 'View the transaction' })).toHaveAttribute(
      'href',
      explorerTxUrl,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens no socket for a request nothing can move any more', async () => {
    const connect = vi.fn(sockets.connect);
    renderIsland(await islandData({ status: 'CANCELLED' }), { connect });
    expect(screen.getByRole('heading', { name: 'This request was cancelled' })).toBeInTheDocument();
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('after confirmation', () => {
  const shop = 'https://shop.example/thanks?order=42';

  it('says it returns to the shop, links there, then goes with the payment id', async () => {
    const data = await islandData({ status: 'CONFIRMED', txHash: TX, redirectUrl: shop });
    const expected = `https://shop.example/thanks?order=42&payment_id=${data.payment.id}`;
    vi.useFakeTimers();
    const navigate = vi.fn();
    renderIsland(data, { connect: sockets.connect, navigate });

    expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to the shop in 5 s.');
    expect(screen.getByRole('link', { name: 'Return now' })).toHaveAttribute('href', expected);
    // One second per step: each tick schedules the next once React has rendered it.
    for (let second = REDIRECT_DELAY_S - 1; second > 0; second -= 1) {
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer')).toHaveTextContent(`Returning to the shop in ${second} s.`);
    }
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('returns to the shop once the live status reaches CONFIRMED', async () => {
    const data = await islandData({ redirectUrl: shop });
    const { id } = data.payment;
    api.route(`GET /api/pay/${id}`, () => ({
      status: 200,
      body: buildPublicPayment({ status: 'CONFIRMED', txHash: TX, redirectUrl: shop }),
    }));
    sockets.answerWith({ paymentId: id, status: 'CONFIRMED', txHash: TX });
    renderIsland(data, { connect: sockets.connect });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/Returning to the shop in \d s\./);
    expect(
      within(timer.parentElement ?? document.body).getByRole('link', { name: 'Return now' }),
    ).toHaveAttribute('href', `https://shop.example/thanks?order=42&payment_id=${id}`);
  });

  it.each([
    ['no redirect URL', null],
    ['a script URL', 'javascript:alert(document.cookie)'],
  ])('stays on the page with %s', async (_, redirectUrl) => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    renderIsland(await islandData({ status: 'CONFIRMED', txHash: TX, redirectUrl }), {
      connect: sockets.connect,
      navigate,
    });
    for (let second = 0; second < 10; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return now' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
