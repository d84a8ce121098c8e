import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toString as renderQr } from 'qrcode';
import type { DisplayState } from '@incasso/shared/pos';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import type { PaymentSocket } from '#lib/use-live-status.ts';
import { QR_OPTIONS } from '#components/payments/qr-options.ts';
import { CustomerDisplayPage } from './customer-display-page';

const PAYMENT_ID = '0193a1b2-0000-7000-8000-0000000000d1';
const EIP681 =
  'ethereum:0xc2132D05D31c914a87C6611C10748AEb04B58e8F@137/transfer?address=0x1111111111111111111111111111111111111111&uint256=7000000';
let server: StubServer;
let state: DisplayState;

const sale = (status: 'PENDING' | 'CONFIRMED'): DisplayState['sale'] => ({
  paymentId: PAYMENT_ID,
  status,
  amount: '7.00000000',
  symbol: 'USDT',
  fiatAmount: '6.50',
  fiatCents: 650,
  fiatCurrency: 'EUR',
  qrContent: 'polygon:0x1111111111111111111111111111111111111111?amount=7.00000000&token=USDT',
  eip681: EIP681,
  address: '0x1111111111111111111111111111111111111111',
  chainName: 'Polygon',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  lineItems: [
    {
      position: 0,
      kind: 'product',
      productId: null,
      name: 'Latte',
      unitCents: 250,
      quantity: 2,
      totalCents: 500,
    },
    {
      position: 1,
      kind: 'custom',
      productId: null,
      name: 'Cookie',
      unitCents: 150,
      quantity: 1,
      totalCents: 150,
    },
  ],
});

// No socket server here: a stand-in that accepts the watch and never answers.
const silentSocket = () =>
  ({ connected: false, on: vi.fn(), off: vi.fn(), emit: vi.fn() }) as unknown as PaymentSocket;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/pos/display/live-token': () => ({ status: 200, body: state }),
    'GET /api/pos/display/old-token': () => ({
      status: 404,
      body: { error: 'displayLinkNotFound', message: 'This display link has expired.' },
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const show = (token: string) =>
  renderWithRouter(`/pos/display/${token}`, {
    ui: <CustomerDisplayPage token={token} connect={silentSocket} />,
  });

describe('customer display', () => {
  it('shows the cart line by line while the till builds it', async () => {
    state = {
      merchantName: 'Bar Aurora',
      expiresAt: '2030-01-01T00:00:00.000Z',
      cart: {
        fiatCurrency: 'EUR',
        lineItems: [
          {
            position: 0,
            kind: 'product',
            productId: null,
            name: 'Latte',
            unitCents: 250,
            quantity: 2,
            totalCents: 500,
          },
          {
            position: 1,
            kind: 'tip',
            productId: null,
            name: '10%',
            unitCents: 50,
            quantity: 1,
            totalCents: 50,
          },
        ],
        subtotalCents: 500,
        tipCents: 50,
        totalCents: 550,
      },
      sale: sale('CONFIRMED'),
    };
    show('live-token');
    expect(await screen.findByText('2 × Latte')).toBeInTheDocument();
    expect(screen.getByText('Tip 10%')).toBeInTheDocument();
    expect(screen.getByTestId('display-cart-total')).toHaveTextContent('€5.50');
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
  });

  it("shows the till's current sale: amount, network, address to copy, lines and its QR code", async () => {
    state = {
      merchantName: 'Bar Aurora',
      expiresAt: '2030-01-01T00:00:00.000Z',
      cart: null,
      sale: sale('PENDING'),
    };
    show('live-token');
    expect(await screen.findByRole('heading', { name: 'Bar Aurora' })).toBeInTheDocument();
    expect(screen.getByText('€6.50')).toBeInTheDocument();
    expect(screen.getByText('Pay in USDT on the Polygon network')).toBeInTheDocument();
    expect(screen.getByText('7.00000000')).toBeInTheDocument();
    expect(screen.getByText('0x1111111111111111111111111111111111111111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy.*address/i })).toBeInTheDocument();
    expect(screen.getByText('On Polygon')).toBeInTheDocument();
    // The first QR is the EIP-681 link a wallet app opens, encoded as the QR module encodes it.
    expect(screen.getByRole('button', { name: 'Wallet app' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const qr = await screen.findByRole('img', { name: 'QR code to pay 7\u00a0USDT' });
    const walletSvg = await renderQr(EIP681, QR_OPTIONS);
    expect(qr).toHaveAttribute('src', `data:image/svg+xml,${encodeURIComponent(walletSvg)}`);
    // SPEC's text stays one tap away for people who copy by hand.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Payment details' }));
    const details = await screen.findByRole('img', { name: /payment details for 7\u00a0USDT/ });
    const detailsSvg = await renderQr(sale('PENDING')?.qrContent ?? '', QR_OPTIONS);
    expect(details).toHaveAttribute('src', `data:image/svg+xml,${encodeURIComponent(detailsSvg)}`);
    expect(screen.getByText('2 × Latte')).toBeInTheDocument();
  });

  it('thanks the customer once the sale is paid, and waits when there is none', async () => {
    state = {
      merchantName: 'Bar Aurora',
      expiresAt: '2030-01-01T00:00:00.000Z',
      cart: null,
      sale: sale('CONFIRMED'),
    };
    const { unmount } = show('live-token');
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    const paid = screen.getByTestId('display-paid');
    expect(paid).toHaveTextContent('Thank you!');
    expect(paid).toHaveTextContent('€6.50');
    unmount();
    state = { ...state, sale: null };
    show('live-token');
    expect(await screen.findByText('Welcome! Your total will appear here.')).toBeInTheDocument();
  });

  it('says so when the link has expired', async () => {
    show('old-token');
    expect(
      await screen.findByRole('heading', { name: /This display link has expired/ }),
    ).toBeInTheDocument();
  });
});
