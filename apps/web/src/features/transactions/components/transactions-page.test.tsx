import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@incasso/shared/transactions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { TransactionsPage } from './transactions-page';

const HASH = `0x${'3f'.repeat(32)}`;

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: crypto.randomUUID(),
    paymentId: crypto.randomUUID(),
    date: '2026-03-01T10:15:00.000Z',
    fiatAmount: '25.00',
    fiatCents: 2500,
    fiatCurrency: 'EUR',
    fee: '0.25',
    feeCents: 25,
    cryptoAmount: '29.07',
    currency: 'usdt',
    symbol: 'USDT',
    chain: 'ethereum',
    status: 'Completed',
    txHash: HASH,
    orderId: null,
    payerAddress: null,
    ...overrides,
  };
}

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/transactions': () => {
      const isSecondPage = server.calls.at(-1)?.path.includes('cursor=c1');
      return isSecondPage
        ? { status: 200, body: { items: [transaction({ status: 'Failed' })], nextCursor: null } }
        : {
            status: 200,
            body: {
              items: [transaction({}), transaction({ status: 'Pending', txHash: null })],
              nextCursor: 'c1',
            },
          };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('transactions page', () => {
  it('lists date, amount, fee, status and the transaction id linked to the explorer', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage /> });
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Fee', 'Status', 'Transaction ID']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('€25.00');
    expect(first).toHaveTextContent('29.07 USDT');
    expect(first).toHaveTextContent('€0.25');
    expect(first).toHaveTextContent('Completed');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(second).toHaveTextContent('Pending');
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    // Phones get the same transactions as cards.
    const cards = within(screen.getByRole('list', { name: 'Transactions, newest first' }));
    expect(cards.getAllByRole('listitem')[0]).toHaveTextContent('€25.00Completed29.07 USDT');
    expect(cards.getAllByRole('listitem')[0]).toHaveTextContent('fee €0.25');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
