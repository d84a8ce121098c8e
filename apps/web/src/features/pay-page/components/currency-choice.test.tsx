import type { PublicPayment } from '@incasso/shared/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPublicPayment } from '#test/build-payment.ts';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import {
  islandData,
  renderIsland,
  startStatusServer,
  type StatusServer,
} from '../test/island-fixtures';

// A request made through the public API is priced in fiat only: the payer picks the coin.
const NO_COIN: Partial<PublicPayment> = {
  currency: null,
  symbol: null,
  decimals: null,
  amount: null,
  amountBaseUnits: null,
  qrContent: null,
  eip681: null,
  watchKey: null,
  paidAmount: null,
  currencyChoices: [
    { currency: 'usdt', symbol: 'USDT' },
    { currency: 'eth', symbol: 'ETH' },
  ],
};
const ADDRESS = buildPublicPayment().address;
const IN_ETH: Partial<PublicPayment> = {
  ...NO_COIN,
  currency: 'eth',
  symbol: 'ETH',
  decimals: 18,
  amount: '0.00746268',
  amountBaseUnits: '7462680000000000',
  qrContent: `ethereum:${ADDRESS}?amount=0.00746268&token=ETH`,
  eip681: `ethereum:${ADDRESS}@1?value=7462680000000000`,
  watchKey: `${ADDRESS}:0.00746268:ETH`,
  paidAmount: '0.00000000',
};

let api: StubServer;
let sockets: StatusServer;

beforeAll(async () => {
  api = await startStubServer();
  sockets = await startStatusServer();
  vi.stubEnv('VITE_API_URL', api.url);
});
afterEach(() => {
  sockets.disconnectAll();
  api.calls.length = 0;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  sockets.close();
  await api.close();
});

async function openUnchosen() {
  const data = await islandData(NO_COIN);
  renderIsland(data, { connect: sockets.connect });
  return { user: userEvent.setup(), path: `/api/pay/${data.payment.id}/currency` };
}

describe('coin choice', () => {
  it('offers the coins in fiat first, then shows amount, address and QR of the chosen one', async () => {
    const { user, path } = await openUnchosen();
    api.route(`POST ${path}`, () => ({ status: 200, body: buildPublicPayment(IN_ETH) }));

    expect(screen.getByText('€25.00')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Choose the coin to pay with' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with USDT' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(ADDRESS)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay with ETH' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to pay 0.00746268\u00a0ETH' }),
    ).toBeVisible();
    expect(screen.getByText('0.00746268 ETH')).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeVisible();
    expect(api.calls).toEqual([{ method: 'POST', path, body: { currency: 'eth' } }]);
  });

  it('lets the payer change the coin while the choice is open, or keep it', async () => {
    const { user, path } = await openUnchosen();
    api.route(`POST ${path}`, (body) => ({
      status: 200,
      body: buildPublicPayment(
        (body as { currency: string }).currency === 'eth'
          ? IN_ETH
          : { currencyChoices: NO_COIN.currencyChoices },
      ),
    }));
    await user.click(screen.getByRole('button', { name: 'Pay with ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Change coin' }));
    expect(screen.getByRole('button', { name: 'Pay with ETH' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Keep ETH' }));
    expect(screen.getByText('0.00746268 ETH')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change coin' }));
    await user.click(screen.getByRole('button', { name: 'Pay with USDT' }));
    expect(await screen.findByText('29.07 USDT')).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([{ currency: 'eth' }, { currency: 'usdt' }]);
  });

  it('offers no change once the server closes the choice', async () => {
    const { user, path } = await openUnchosen();
    api.route(`POST ${path}`, () => ({
      status: 200,
      body: buildPublicPayment({ ...IN_ETH, currencyChoices: [] }),
    }));
    await user.click(screen.getByRole('button', { name: 'Pay with ETH' }));
    await screen.findByText('0.00746268 ETH');
    expect(screen.queryByRole('button', { name: 'Change coin' })).not.toBeInTheDocument();
  });

  it.each([
    [409, 'currencyLocked', 'The coin can no longer be changed.'],
    [400, 'invalidInput', 'This coin is not offered for this request.'],
    [429, 'rateLimited', 'Too many attempts. Please try again shortly.'],
    [404, 'notFound', 'Not found'],
  ])(
    'explains a %i (%s) in the payer’s words and keeps the choice open',
    async (status, error, text) => {
      const { user, path } = await openUnchosen();
      api.route(`POST ${path}`, () => ({ status, body: { error, message: 'English detail' } }));
      await user.click(screen.getByRole('button', { name: 'Pay with USDT' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText('English detail')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay with USDT' })).toBeEnabled();
    },
  );
});
