import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { PublicPayment } from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#app/router.tsx';
import i18n from '#i18n/index.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { buildPublicPayment } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';

const ID = '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const TX = `0x${'ab'.repeat(32)}`;
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function openPayPage(payment: Partial<PublicPayment> | null) {
  server.route(`GET /api/pay/${ID}`, () =>
    payment
      ? { status: 200, body: buildPublicPayment(payment) }
      : { status: 404, body: { error: 'notFound', message: 'Payment request not found.' } },
  );
  renderWithRouter(`/pay/${ID}`);
  return userEvent.setup();
}

describe('pay page', () => {
  it('still loads when the app’s query cache is cleared mid-load (a session ending)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.route(`GET /api/pay/${ID}`, async () => {
      await answered;
      return { status: 200, body: buildPublicPayment() };
    });
    const appClient = createQueryClient();
    render(
      <QueryClientProvider client={appClient}>
        <MemoryRouter initialEntries={[`/pay/${ID}`]}>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Loading the payment…')).toBeInTheDocument();
    appClient.clear();
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Payment to Bottega Rossi' }),
    ).toBeInTheDocument();
  });

  it('shows who asks for how much, the QR, the address and a wallet link while pending', async () => {
    const user = openPayPage({});
    expect(
      await screen.findByRole('heading', { name: 'Payment to Bottega Rossi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('€25.00')).toBeInTheDocument();
    expect(screen.getByText('29.07000000 USDT')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/^Expires in/)).toBeInTheDocument();
    const payment = buildPublicPayment();
    expect(
      await screen.findByRole('img', { name: 'QR code to pay 29.07000000 USDT' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(screen.getByText(payment.address)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      payment.eip681,
    );

    await user.click(screen.getByRole('button', { name: 'Wallet app QR' }));
    expect(screen.getByRole('button', { name: 'Wallet app QR' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByRole('img', { name: /opens a wallet app to pay 29.07000000 USDT/ }),
    ).toBeInTheDocument();
    // Beside a token QR the recipient stays in plain text (chains.md).
    expect(screen.getByText(payment.address)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
  });

  it('offers no wallet link when the request has none', async () => {
    openPayPage({ eip681: null });
    await screen.findByRole('heading', { name: 'Payment to Bottega Rossi' });
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wallet app QR' })).not.toBeInTheDocument();
  });

  it('says so when the request does not exist', async () => {
    openPayPage(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment request does not exist.',
    );
  });

  it('shows progress and the transaction once detected, without the QR', async () => {
    openPayPage({
      status: 'CONFIRMING',
      txHash: TX,
      confirmations: 4,
      explorerTxUrl: `https://etherscan.io/tx/${TX}`,
    });
    expect(await screen.findByText('4/12 confirmations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${TX}`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('celebrates a confirmed payment and counts down back to the shop', async () => {
    openPayPage({
      status: 'CONFIRMED',
      txHash: TX,
      explorerTxUrl: `https://etherscan.io/tx/${TX}`,
      redirectUrl: 'https://shop.example/thanks',
    });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to the shop in 5 s.');
    expect(screen.getByRole('link', { name: 'Return now' })).toHaveAttribute(
      'href',
      'https://shop.example/thanks',
    );
    expect(screen.getByRole('link', { name: 'View the transaction' })).toBeInTheDocument();
  });

  it('stays put after confirmation when there is nowhere to return', async () => {
    openPayPage({ status: 'CONFIRMED', txHash: TX });
    await screen.findByRole('heading', { name: 'Payment received' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells the payer when the request has expired', async () => {
    openPayPage({ status: 'TIMED_OUT' });
    expect(
      await screen.findByRole('heading', { name: 'This request has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Expires in/)).not.toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    openPayPage({});
    const heading = await screen.findByRole('heading', { name: 'Pagamento a Bottega Rossi' });
    expect(heading).toBeInTheDocument();
    expect(within(document.body).getByText('25,00 €')).toBeInTheDocument();
    expect(screen.getByText('In attesa di pagamento')).toBeInTheDocument();
  });
});
