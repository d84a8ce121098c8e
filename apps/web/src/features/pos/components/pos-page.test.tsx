import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Sale } from '@incasso/shared/pos';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeSocket } from '#lib/socket-handle.ts';
import { buildPayment, buildWallet } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { PosPage } from './pos-page';

const product = (id: string, name: string, priceCents: number, category: string): Product => ({
  id: `0193a1b2-0000-7000-8000-00000000000${id}`,
  name,
  description: null,
  category,
  priceCents,
  currency: 'EUR',
  active: true,
  imageUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const ESPRESSO = product('1', 'Espresso', 150, 'Coffee');
const LATTE = product('2', 'Latte', 320, 'Coffee');
const CAKE = product('3', 'Cake', 425, 'Food');
const WALLET = buildWallet({ acceptedCurrencyIds: ['usdt', 'dai'] });

let server: StubServer;
let sale: Sale;
let catalogue: Product[];

function saleOf(status: Sale['payment']['status']): Sale {
  return {
    payment: { ...buildPayment({ status, fiatCents: 650, fiatAmount: '6.50' }), source: 'pos' },
    lineItems: [
      {
        position: 0,
        kind: 'product',
        productId: ESPRESSO.id,
        name: 'Espresso',
        unitCents: 150,
        quantity: 2,
        totalCents: 300,
      },
      {
        position: 1,
        kind: 'custom',
        productId: null,
        name: '',
        unitCents: 300,
        quantity: 1,
        totalCents: 300,
      },
      {
        position: 2,
        kind: 'tip',
        productId: null,
        name: '10%',
        unitCents: 50,
        quantity: 1,
        totalCents: 50,
      },
    ],
    subtotalCents: 600,
    tipCents: 50,
  };
}

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/products': () => ({ status: 200, body: catalogue }),
    'PUT /api/pos/cart': () => ({ status: 200, body: { cart: null } }),
    'GET /api/pos/settings': () => ({ status: 200, body: { tipPercents: [5, 10] } }),
    'POST /api/pos/sales': () => ({ status: 201, body: sale }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  closeSocket();
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  sale = saleOf('PENDING');
  catalogue = [ESPRESSO, LATTE, CAKE];
  server.calls.length = 0;
});

function renderPos() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard/pos', {
    ui: (
      <PosPage
        wallets={[WALLET]}
        shop={{ name: 'Bar Aurora srl', address: 'Via Roma 1, Milano', vatNumber: 'IT00159560366' }}
      />
    ),
  });
  return user;
}
const chargeButton = () => screen.getByTestId('pos-charge');
const cartLines = () => screen.queryAllByTestId('pos-cart-line');

describe('point of sale', () => {
  // Many typed keystrokes: slow on a loaded 2-core machine.
  it(
    'fills the cart from the grid and the keypad, adds a tip, and charges ids, not prices',
    { timeout: 30_000 },
    async () => {
      const user = renderPos();
      await user.click(await screen.findByRole('button', { name: 'Add Espresso, €1.50' }));
      await user.click(screen.getByRole('button', { name: 'Add Espresso, €1.50' }));
      await user.click(screen.getByRole('button', { name: 'Add Cake, €4.25' }));
      await user.click(screen.getByRole('button', { name: 'Remove Cake' }));
      await user.click(screen.getByText('Custom amount', { selector: 'summary' }));
      const keypad = screen.getByRole('group', { name: 'Keypad' });
      for (const key of ['3', '0', '0'])
        await user.click(within(keypad).getByRole('button', { name: key }));
      await user.click(screen.getByRole('button', { name: 'Add amount' }));
      await user.click(screen.getByRole('radio', { name: '10%' }));

      expect(cartLines()).toHaveLength(2);
      expect(screen.getByTestId('pos-total')).toHaveTextContent('€6.60');
      expect(chargeButton()).toHaveAccessibleName('Charge €6.60');
      await user.click(chargeButton());

      const view = await screen.findByRole('dialog', { name: 'Customer view' });
      expect(within(view).getByText('€6.50')).toBeInTheDocument();
      expect(within(view).getByTestId('pos-crypto-amount')).toHaveTextContent(sale.payment.symbol);
      const posted = server.calls.find((call) => call.path === '/api/pos/sales')?.body;
      expect(posted).toEqual({
        walletId: WALLET.id,
        currency: 'usdt',
        fiatCurrency: 'EUR',
        tipPercent: 10,
        lines: [
          { kind: 'product', productId: ESPRESSO.id, quantity: 2 },
          { kind: 'custom', name: null, unitCents: 300, quantity: 1 },
        ],
      });
    },
  );

  it('shows the success and the receipt once paid, and starts the next sale in one tap', async () => {
    sale = saleOf('CONFIRMED');
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add Latte, €3.20' }));
    await user.click(chargeButton());
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByTestId('pos-paid')).toHaveTextContent('€6.50');
    const receipt = screen.getByTestId('pos-receipt');
    expect(receipt).toHaveTextContent('2 × Espresso');
    expect(receipt).toHaveTextContent('Tip 10%');
    expect(within(receipt).getByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Bar Aurora srl');
    expect(receipt).toHaveTextContent('Via Roma 1, Milano');
    expect(receipt).toHaveTextContent('VAT no. IT00159560366');
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'New sale' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('pos-charge')).toBeDisabled();
    expect(cartLines()).toHaveLength(0);
  });

  it('filters the grid by category and by search', async () => {
    const user = renderPos();
    await screen.findByRole('button', { name: 'Add Cake, €4.25' });
    await user.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getAllByTestId('pos-product')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lat');
    expect(screen.getAllByTestId('pos-product').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Latte'),
    ]);
  });

  it('takes a custom amount from the keyboard alone', async () => {
    const user = renderPos();
    await screen.findByRole('button', { name: 'Add Cake, €4.25' });
    await user.click(screen.getByText('Custom amount', { selector: 'summary' }));
    screen.getByRole('group', { name: 'Keypad' }).focus();
    await user.keyboard('4509{Backspace}');
    expect(screen.getByTestId('pos-keypad-amount')).toHaveTextContent('€4.50');
    await user.keyboard('{Enter}');
    expect(cartLines()).toHaveLength(1);
    expect(screen.getByTestId('pos-total')).toHaveTextContent('€4.50');
  });

  it('shows each tap on the tile and in the phone bar, and sends the cart to the display', async () => {
    const user = renderPos();
    const espresso = await screen.findByRole('button', { name: 'Add Espresso, €1.50' });
    await user.click(espresso);
    await user.click(espresso);
    await user.click(screen.getByRole('button', { name: 'Add Latte, €3.20' }));
    expect(within(espresso).getByTestId('pos-product-quantity')).toHaveTextContent('2');
    const bar = screen.getByTestId('pos-charge-bar');
    expect(bar).toHaveTextContent('3 items');
    expect(bar).toHaveTextContent('€6.20');
    expect(within(bar).getByRole('button', { name: 'Charge' })).toBeEnabled();
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/api/pos/cart').at(-1)?.body).toEqual({
        fiatCurrency: 'EUR',
        tipPercent: 0,
        lines: [
          { kind: 'product', productId: ESPRESSO.id, quantity: 2 },
          { kind: 'product', productId: LATTE.id, quantity: 1 },
        ],
      }),
    );
  });

  it('tells the display at once of a cart emptied just before the till closes', async () => {
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add Espresso, €1.50' }));
    const sentCarts = () =>
      server.calls.filter((call) => call.path === '/api/pos/cart').map((call) => call.body);
    await waitFor(() => expect(sentCarts()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove Espresso' }));
    cleanup();
    await waitFor(() =>
      expect(sentCarts().at(-1)).toEqual({ fiatCurrency: 'EUR', tipPercent: 0, lines: [] }),
    );
  });

  it('charges only once the cart on its way has reached the display, and sends none after', async () => {
    let deliverCart = () => {};
    server.route(
      'PUT /api/pos/cart',
      () =>
        new Promise((resolve) => {
          deliverCart = () => resolve({ status: 200, body: { cart: null } });
        }),
    );
    const paths = () => server.calls.map((call) => call.path);
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add Latte, €3.20' }));
    await waitFor(() => expect(paths()).toContain('/api/pos/cart'));
    await user.click(chargeButton());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paths()).not.toContain('/api/pos/sales');
    deliverCart();
    await waitFor(() => expect(paths()).toContain('/api/pos/sales'));
    // Past the pause after a change: no cart reaches the display after the sale replaced it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(paths().slice(paths().indexOf('/api/pos/sales'))).toEqual(['/api/pos/sales']);
  });

  it('sends no cart for a sale charged within the pause after its last change', async () => {
    const paths = () => server.calls.map((call) => call.path);
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add Latte, €3.20' }));
    await user.click(chargeButton());
    await waitFor(() => expect(paths()).toContain('/api/pos/sales'));
    // Past the pause: a slow click may have sent the cart before the sale, never after it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(paths().slice(paths().indexOf('/api/pos/sales'))).toEqual(['/api/pos/sales']);
  });

  it('sends the cart to the display after all when the charge fails', async () => {
    server.route('PUT /api/pos/cart', () => ({ status: 200, body: { cart: null } }));
    server.route('POST /api/pos/sales', () => ({
      status: 409,
      body: { error: 'walletNotFound', message: 'gone' },
    }));
    onTestFinished(() => server.route('POST /api/pos/sales', () => ({ status: 201, body: sale })));
    const carts = () =>
      server.calls.filter((call) => call.path === '/api/pos/cart').map((call) => call.body);
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add Latte, €3.20' }));
    await user.click(chargeButton());
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/pos/sales'));
    // No sale replaced it: the customer sees the Latte instead of the cart before it.
    await waitFor(() =>
      expect(carts().at(-1)).toMatchObject({ lines: [{ productId: LATTE.id, quantity: 1 }] }),
    );
    expect(cartLines()).toHaveLength(1);
  });

  it('invites an empty till to add its first product, and opens the form', async () => {
    catalogue = [];
    const user = renderPos();
    await user.click(await screen.findByRole('button', { name: 'Add your first product' }));
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/pos/cart')).toBe(false);
  });
});
