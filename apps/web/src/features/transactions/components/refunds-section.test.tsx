import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Refund, RefundList } from '@incasso/shared/refunds';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { transferCalldata } from '#lib/browser-wallet/eip681.ts';
import { anvilWallet, startAnvilNode, type AnvilNode } from '#test/anvil-wallet.ts';
import { buildTransaction } from '#test/build-transaction.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import i18n from '#i18n/index.ts';
import { RefundsSection } from './refunds-section';

const sale = buildTransaction({ fiatCents: 2_500, fiatAmount: '25.00' });
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SHOP = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const pending = (amount: string): Refund => ({
  id: '7d0c2f0e-55d8-4b8f-9a59-6f3f7d1f0a11',
  paymentId: sale.paymentId,
  status: 'PENDING',
  chain: 'polygon',
  chainId: 137,
  currency: 'usdt',
  symbol: 'USDT',
  decimals: 6,
  fromAddress: SHOP,
  toAddress: PAYER,
  amount,
  amountBaseUnits: '10000000',
  fiatCents: 1_000,
  fiatCurrency: 'EUR',
  eip681: `ethereum:0xc2132D05D31c914a87C6611C10748AEb04B58e8F@137/transfer?address=${PAYER}&uint256=10000000`,
  txHash: null,
  confirmations: 0,
  requiredConfirmations: 12,
  createdBy: 'anna@shop.it',
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: null,
  confirmedAt: null,
  cancelledAt: null,
});

let list: RefundList;
let server: StubServer;
let node: AnvilNode;

beforeAll(async () => {
  node = await startAnvilNode(31_337);
  server = await startStubServer({
    [`GET /api/payments/${sale.paymentId}/refunds`]: () => ({ status: 200, body: list }),
    [`POST /api/payments/${sale.paymentId}/refunds`]: () => {
      const refund = pending('10.00000000');
      list = {
        ...list,
        items: [refund],
        refundable: '15.00000000',
        refundableBaseUnits: '15000000',
      };
      return { status: 201, body: refund };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([server.close(), node.stop()]);
});
afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});
beforeEach(() => {
  list = {
    items: [],
    refundable: '25.00000000',
    refundableBaseUnits: '25000000',
    payerAddress: PAYER,
  };
  server.calls.length = 0;
});

describe("a payment's refunds", () => {
  it('prepares a partial refund to the payer, then shows the transfer to send instead of the form', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/transactions', {
      ui: <RefundsSection transaction={sale} mayRefund />,
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const amount = screen.getByRole('textbox', { name: /^Amount to refund/ });
    expect(amount).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: 'Send to' })).toHaveValue(PAYER);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Prepare the refund' }));

    const refund = await screen.findByTestId('refund');
    expect(within(refund).getByText('Waiting for the transfer')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      pending('10').eip681,
    );
    // The form's figures are spent: it closes, and the next one starts from what is left.
    expect(screen.queryByRole('button', { name: 'Prepare the refund' })).not.toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: '10' });
  });

  it('writes and reads the amount the Italian way, and refuses one it cannot read', async () => {
    await i18n.changeLanguage('it');
    try {
      list = { ...list, refundable: '1234.53488400', refundableBaseUnits: '1234534884' };
      const user = userEvent.setup();
      renderWithRouter('/dashboard/transactions', {
        ui: <RefundsSection transaction={sale} mayRefund />,
      });
      await user.click(await screen.findByRole('button', { name: 'Rimborsa' }));
      const amount = screen.getByRole('textbox', { name: /^Importo da rimborsare/ });
      expect(amount).toHaveValue('1.234,534884');
      expect(screen.getByText('Fino a 1.234,534884 USDT')).toBeInTheDocument();

      await user.clear(amount);
      await user.type(amount, '1,2,5');
      await user.click(screen.getByRole('button', { name: 'Prepara il rimborso' }));
      expect(
        await screen.findByText("Scrivi l'importo come numero, per esempio 12,5."),
      ).toBeInTheDocument();
      expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

      await user.clear(amount);
      await user.type(amount, '10,5');
      await user.click(screen.getByRole('button', { name: 'Prepara il rimborso' }));
      await screen.findByTestId('refund');
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        amount: '10.5',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers no refund to a role that may not give one', async () => {
    list = { ...list, items: [pending('10.00000000')] };
    renderWithRouter('/dashboard/transactions', {
      ui: <RefundsSection transaction={sale} mayRefund={false} />,
    });
    expect(await screen.findByTestId('refund')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).not.toBeInTheDocument();
  });

  describe('sent from a browser wallet', () => {
    const TOKEN = '0x2222222222222222222222222222222222222222';
    const onAnvil = (fromAddress: string): Refund => ({
      ...pending('10.00000000'),
      chainId: node.chainId,
      fromAddress,
      eip681: `ethereum:${TOKEN}@${node.chainId}/transfer?address=${PAYER}&uint256=10000000`,
    });

    it('sends the exact transfer from the wallet that was paid', async () => {
      const wallet = anvilWallet(node);
      (window as { ethereum?: unknown }).ethereum = wallet.provider;
      list = { ...list, items: [onAnvil(wallet.address)] };
      renderWithRouter('/dashboard/transactions', {
        ui: <RefundsSection transaction={sale} mayRefund />,
      });
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Send with browser wallet' }));

      const sent = await screen.findByText(/^Sent from your wallet/, {}, { timeout: 10_000 });
      const hash = /0x[0-9a-f]{64}/.exec(sent.textContent)?.[0] as `0x${string}`;
      const tx = await node.client.getTransaction({ hash });
      expect(tx.from.toLowerCase()).toBe(wallet.address.toLowerCase());
      expect(tx.to?.toLowerCase()).toBe(TOKEN);
      expect(tx.input).toBe(transferCalldata(PAYER, 10_000_000n));
    });

    it('refuses another account: the refund must leave the address Incasso watches', async () => {
      const wallet = anvilWallet(node);
      (window as { ethereum?: unknown }).ethereum = wallet.provider;
      list = { ...list, items: [onAnvil(SHOP)] };
      renderWithRouter('/dashboard/transactions', {
        ui: <RefundsSection transaction={sale} mayRefund />,
      });
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Send with browser wallet' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        `the refund must leave from ${SHOP}`,
      );
      expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
    });
  });
});
