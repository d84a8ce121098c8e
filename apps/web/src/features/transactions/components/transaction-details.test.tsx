import { screen, within } from '@testing-library/react';
import type { TransactionDetail } from '@incasso/shared/transactions';
import { describe, expect, it } from 'vitest';
import { buildTransaction } from '#test/build-transaction.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { TransactionDetails } from './transaction-details';
import { TransactionsTable } from './transactions-table';

const sale = buildTransaction({ source: 'pos', fiatCents: 906, fiatAmount: '9.06' });
const detail: TransactionDetail = {
  transaction: sale,
  explorerUrl: null,
  request: {
    id: sale.paymentId,
    status: 'CONFIRMED',
    orderId: null,
    amount: '9.06000000',
    symbol: 'USDT',
    paidAmount: '9.06000000',
    fiatAmount: '9.06',
    fiatCents: 906,
    fiatCurrency: 'EUR',
    confirmations: 12,
    requiredConfirmations: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-01T10:30:00.000Z',
    payUrl: `https://pay.example/pay/${sale.paymentId}`,
    flags: { paidLate: false, paidPartial: false, underpaid: false, overpaid: false },
  },
  lineItems: [
    {
      position: 0,
      kind: 'product',
      productId: null,
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
      unitCents: 524,
      quantity: 1,
      totalCents: 524,
    },
    {
      position: 2,
      kind: 'tip',
      productId: null,
      name: '10%',
      unitCents: 82,
      quantity: 1,
      totalCents: 82,
    },
  ],
};

describe('a POS sale in the transactions', () => {
  it('lists what was sold, the custom amount and the tip in the detail', () => {
    renderWithRouter('/dashboard/transactions', { ui: <TransactionDetails detail={detail} /> });
    const items = screen.getByRole('table', { name: 'Items sold' });
    const rows = within(items).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Espresso2 × €1.50€3.00',
      'Custom amount1 × €5.24€5.24',
      'Tip (10%)1 × €0.82€0.82',
    ]);
    // On a phone each line is a card: the item, then its quantity and amount labelled.
    const cards = within(screen.getByRole('list', { name: 'Items sold' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'EspressoQuantity2 × €1.50Amount€3.00',
      'Custom amountQuantity1 × €5.24Amount€5.24',
      'Tip (10%)Quantity1 × €0.82Amount€0.82',
    ]);
    expect(screen.getByRole('heading', { name: 'Items sold' })).toBeInTheDocument();
  });

  it('tags the sale in the list', () => {
    renderWithRouter('/dashboard/transactions', {
      ui: (
        <TransactionsTable
          transactions={[sale, buildTransaction({ source: 'request' })]}
          caption="Transactions"
        />
      ),
    });
    expect(screen.getAllByText('POS')).toHaveLength(1);
  });
});

describe('who made it (issue 23)', () => {
  it('names the cashier of a sale in the detail and in the list', () => {
    const rung = buildTransaction({ source: 'pos', createdBy: 'luca@shop.it' });
    renderWithRouter('/dashboard/transactions', {
      ui: (
        <>
          <TransactionDetails detail={{ ...detail, transaction: rung }} />
          <TransactionsTable
            transactions={[rung, buildTransaction({ createdBy: 'anna@shop.it' })]}
            caption="Transactions"
          />
        </>
      ),
    });
    const cashier = screen.getByText('Cashier').closest('div');
    expect(cashier).toHaveTextContent('luca@shop.it');
    expect(screen.getByText('Cashier: luca@shop.it')).toBeInTheDocument();
    expect(screen.getByText('By anna@shop.it')).toBeInTheDocument();
  });

  it('names nobody for what the API or a schedule made', () => {
    renderWithRouter('/dashboard/transactions', { ui: <TransactionDetails detail={detail} /> });
    expect(screen.queryByText('Cashier')).toBeNull();
    expect(screen.queryByText('Made by')).toBeNull();
  });
});
