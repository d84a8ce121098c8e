import type { UnmatchedTransfer } from '@incasso/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPayment } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { useUnmatchedTransfers } from '../api/get-unmatched-transfers';
import { UnmatchedTransfers } from './unmatched-transfers';

const transfer: UnmatchedTransfer = {
  id: '9a8b7c6d-1111-4e5f-8a9b-0c1d2e3f4a5b',
  chain: 'ethereum',
  address: buildPayment().address,
  from: '0x1111222233334444555566667777888899990000',
  currency: 'usdt',
  symbol: 'USDT',
  amount: '12.50',
  amountBaseUnits: '12500000',
  txHash: `0xabcdef${'0'.repeat(54)}1234`,
  blockNumber: 19_000_000,
  explorerTxUrl: `https://etherscan.io/tx/0xabcdef${'0'.repeat(54)}1234`,
  cancelledPaymentId: null,
  receivedAt: '2026-11-20T09:30:00.000Z',
  requestsCreatedBy: '2026-11-20T09:30:13.000Z',
};
const target = buildPayment({
  id: '6f1c0b1e-3333-4c5d-8e9f-0a1b2c3d4e5f',
  amount: '12.50000000',
  createdAt: '2026-11-20T09:20:00.000Z',
});
// Same chain and currency but another address, and another currency: the server refuses both.
const otherAddress = buildPayment({
  id: '6f1c0b1e-4444-4c5d-8e9f-0a1b2c3d4e5f',
  address: '0x0000000000000000000000000000000000000001',
  amount: '77.00000000',
});
// Right address and currency, but created after the money was sent: not what the payer meant.
const createdLater = buildPayment({
  id: '6f1c0b1e-6666-4c5d-8e9f-0a1b2c3d4e5f',
  amount: '12.00000000',
  createdAt: '2026-11-20T09:31:00.000Z',
});
const otherCurrency = buildPayment({
  id: '6f1c0b1e-5555-4c5d-8e9f-0a1b2c3d4e5f',
  currency: 'dai',
  symbol: 'DAI',
  amount: '88.00000000',
});

let unmatched: UnmatchedTransfer[] = [];
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  unmatched = [transfer];
  server.calls.length = 0;
  server.route('GET /api/payments/unmatched', () => ({ status: 200, body: unmatched }));
  server.route('GET /api/payments', () => ({
    status: 200,
    body: { items: [otherAddress, createdLater, target, otherCurrency], nextCursor: null },
  }));
  server.route('POST /api/payments/6f1c0b1e-3333-4c5d-8e9f-0a1b2c3d4e5f/assign', () => {
    unmatched = [];
    return { status: 200, body: { ...target, status: 'DETECTED' } };
  });
});

function renderCard() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard', { ui: <UnmatchedTransfers /> });
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Assign to a request' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('radio', { name: /12\.5\u00a0USDT/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  return dialog;
}

describe('unmatched transfers', () => {
  it('shows nothing while there are no unmatched transfers', async () => {
    unmatched = [];
    // Reads the card's own query: once it shows the answer, the card has rendered it too.
    function AnswerProbe() {
      const { data } = useUnmatchedTransfers();
      return data ? <p>{`answered with ${data.length}`}</p> : null;
    }
    renderWithRouter('/dashboard', {
      ui: (
        <>
          <UnmatchedTransfers />
          <AnswerProbe />
        </>
      ),
    });
    expect(await screen.findByText('answered with 0')).toBeInTheDocument();
    expect(screen.queryByText('Payments without a request')).not.toBeInTheDocument();
  });

  it('lists a transfer with its amount, chain, explorer link and sender', async () => {
    renderCard();
    expect(await screen.findByText('Payments without a request')).toBeInTheDocument();
    expect(screen.getByText('12.5 USDT')).toBeInTheDocument();
    expect(screen.getByText('Ethereum')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /View transaction 0xabcdef/ });
    expect(link).toHaveAttribute('href', transfer.explorerTxUrl);
    expect(link).toHaveTextContent('0xabcd…1234');
    expect(screen.getByText('from 0x1111…0000')).toBeInTheDocument();
  });

  it('offers only requests on the same address and currency', async () => {
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Assign to a request' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).queryByText(/77\.00000000/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/88\.00000000/)).not.toBeInTheDocument();
  });

  it('offers a request created after the transfer only when asked, marked as such', async () => {
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Assign to a request' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).queryByText(/12\.00000000/)).not.toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Also show the requests created after this transfer (1)',
      }),
    );
    const later = within(dialog).getByRole('radio', { name: /12\u00a0USDT/ });
    expect(later.closest('label')).toHaveTextContent('Created after the transfer');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  });

  it('assigns the transfer to the chosen request, confirms it and hides the card', async () => {
    const user = renderCard();
    await openDialog(user);
    expect(await screen.findByText('Transfer assigned to the request.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/payments/${target.id}/assign`,
      body: { transferId: transfer.id },
    });
    await waitFor(() =>
      expect(screen.queryByText('Payments without a request')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    server.route(`POST /api/payments/${target.id}/assign`, () => ({
      status: 409,
      body: { error: 'transferMismatch', message: 'mismatch' },
    }));
    const user = renderCard();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This transfer was not sent to the request's address in the request's currency.",
    );
    expect(screen.getByText('Payments without a request')).toBeInTheDocument();
  });
});
