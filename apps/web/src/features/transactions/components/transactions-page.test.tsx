import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction, TransactionDetail } from '@incasso/shared/transactions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTransaction } from '#test/build-transaction.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { TransactionsPage } from './transactions-page';

const HASH = `0x${'3f'.repeat(32)}`;
const PAYER = '0x1111111111111111111111111111111111111111';

const transaction = (overrides: Partial<Transaction>) =>
  buildTransaction({ txHash: HASH, orderId: 'A-1', payerAddress: PAYER, ...overrides });

const first = transaction({});
const detail: TransactionDetail = {
  transaction: first,
  explorerUrl: `https://etherscan.io/tx/${HASH}`,
  request: {
    id: first.paymentId,
    status: 'CONFIRMING',
    orderId: 'A-1',
    amount: '27.00000000',
    symbol: 'USDT',
    paidAmount: '29.07000000',
    fiatAmount: '25.00',
    fiatCents: 2500,
    fiatCurrency: 'EUR',
    confirmations: 5,
    requiredConfirmations: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-01T10:15:00.000Z',
    payUrl: `https://pay.example/pay/${first.paymentId}`,
    flags: { paidLate: true, paidPartial: false, underpaid: false, overpaid: true },
  },
  lineItems: [],
};

let server: StubServer;
const lastListQuery = () =>
  new URLSearchParams(
    server.calls
      .filter(
        (call) => call.path.startsWith('/api/transactions?') || call.path === '/api/transactions',
      )
      .at(-1)
      ?.path.split('?')[1] ?? '',
  );

beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
beforeEach(() => {
  server.calls.length = 0;
  server.route('GET /api/transactions', () => {
    const query = lastListQuery();
    if (query.get('q') === 'nothing') return { status: 200, body: { items: [], nextCursor: null } };
    return query.get('cursor') === 'c1'
      ? { status: 200, body: { items: [transaction({ status: 'Failed' })], nextCursor: null } }
      : {
          status: 200,
          body: {
            items: [first, transaction({ status: 'Pending', txHash: null })],
            nextCursor: 'c1',
          },
        };
  });
  server.route(`GET /api/transactions/${first.id}`, () => ({ status: 200, body: detail }));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('transactions page', () => {
  it('lists date, amount, fee, status and the transaction id linked to the explorer', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage canExport /> });
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Fee', 'Status', 'Transaction ID', 'Transaction details']);
    const [, firstRow, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(firstRow).toHaveTextContent('€25.00');
    expect(firstRow).toHaveTextContent('29.07 USDT');
    expect(firstRow).toHaveTextContent('€0.25');
    expect(firstRow).toHaveTextContent('Completed');
    expect(within(firstRow as HTMLElement).getByRole('link')).toHaveAttribute(
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

  it('applies the filters and the sort through the address bar and the request', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage canExport /> });
    await screen.findByRole('table');
    const form = within(screen.getByRole('form', { name: 'Filter transactions' }));
    await user.type(form.getByLabelText('Search'), 'A-1');
    await user.selectOptions(form.getByLabelText('Status'), 'Completed');
    await user.selectOptions(form.getByLabelText('Blockchain'), 'polygon');
    await user.type(form.getByLabelText('Minimum amount'), '10,50');
    await user.selectOptions(form.getByLabelText('Sort by'), 'amount_desc');
    await user.click(form.getByRole('button', { name: 'Apply filters' }));

    expect(
      await screen.findByRole('table', { name: 'Transactions, highest amount first' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(lastListQuery())).toEqual({
      q: 'A-1',
      status: 'Completed',
      chain: 'polygon',
      min: '10,50',
      sort: 'amount_desc',
    });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/dashboard/transactions?q=A-1&status=Completed&chain=polygon&min=10%2C50&sort=amount_desc',
    );
    await user.click(screen.getByText('Export CSV'));
    const filtered = `${server.url}/api/transactions/export?q=A-1&status=Completed&chain=polygon&min=10%2C50&sort=amount_desc`;
    expect(screen.getByRole('link', { name: 'CSV (standard, comma-separated)' })).toHaveAttribute(
      'href',
      `${filtered}&format=csv`,
    );
    expect(
      screen.getByRole('link', { name: 'Excel (Italian: semicolons, decimal comma)' }),
    ).toHaveAttribute('href', `${filtered}&format=excel-it`);
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions?q=nothing', { ui: <TransactionsPage canExport /> });
    expect(await screen.findByText('No transaction matches these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('nothing');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(lastListQuery().size).toBe(0);
  });

  it('refuses an empty range or a bad amount before asking the server', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage canExport /> });
    await screen.findByRole('table');
    const calls = server.calls.length;
    await user.type(screen.getByLabelText('Minimum amount'), '50');
    await user.type(screen.getByLabelText('Maximum amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The end of the range comes before its start.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum amount')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Maximum amount'));
    await user.type(screen.getByLabelText('Minimum amount'), '.123');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Use at most two decimals.')).toBeInTheDocument();
    expect(server.calls.length).toBe(calls);
  });

  it("folds a phone's filters past the search, open while one of them is in use", async () => {
    const user = userEvent.setup();
    const view = renderWithRouter('/dashboard/transactions', {
      ui: <TransactionsPage canExport />,
    });
    await screen.findByRole('table');
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(folded).toHaveClass('hidden');
    expect(folded).toContainElement(screen.getByLabelText('Status'));
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(folded).not.toHaveClass('hidden');
    view.unmount();

    renderWithRouter('/dashboard/transactions?status=Completed', {
      ui: <TransactionsPage canExport />,
    });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the details: confirmations, flags, explorer link, payer and the request', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage canExport /> });
    const table = await screen.findByRole('table');
    const [, firstRow] = within(table).getAllByRole('row') as HTMLElement[];
    await user.click(
      within(firstRow as HTMLElement).getByRole('button', { name: /^Details of €25\.00/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText('5 of 12')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('paid after the expiry, overpaid');
    expect(dialog).toHaveTextContent('Net€24.75');
    expect(dialog).toHaveTextContent(PAYER);
    expect(
      within(dialog).getByRole('link', { name: 'View on the block explorer' }),
    ).toHaveAttribute('href', detail.explorerUrl);
    const request = within(within(dialog).getByRole('region', { name: 'Payment request' }));
    expect(request.getByText('A-1')).toBeInTheDocument();
    expect(request.getByText('Confirming')).toBeInTheDocument();
    expect(request.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      detail.request.payUrl,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Plus the export disabled, saying it needs Premium', async () => {
    renderWithRouter('/dashboard/transactions', { ui: <TransactionsPage canExport={false} /> });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('CSV export is part of the Premium plan.');
  });
});
