import type { PaymentRequest, PublicPayment } from '@incasso/shared/payments';
import type { Wallet } from '@incasso/shared/wallets';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A wallet as GET /api/wallets answers it. */
export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: '0b7f7c1e-1111-4c5d-8e9f-0a1b2c3d4e5f',
    name: 'Shop Ledger',
    address: ADDRESS,
    chainId: 'ethereum',
    acceptedCurrencyIds: ['usdt', 'dai'],
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A request as POST /api/payments answers it: 25.00 EUR as 29.07000000 USDT on Ethereum. */
export function buildPayment(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const id = overrides.id ?? '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
  return {
    id,
    source: 'request',
    heldFor: null,
    status: 'PENDING',
    walletId: '0b7f7c1e-1111-4c5d-8e9f-0a1b2c3d4e5f',
    chain: 'ethereum',
    chainId: 1,
    address: ADDRESS,
    currency: 'usdt',
    symbol: 'USDT',
    decimals: 6,
    amount: '29.07000000',
    amountBaseUnits: '29070000',
    fiatAmount: '25.00',
    fiatCents: 2500,
    fiatCurrency: 'EUR',
    rate: '0.86',
    rateSource: 'demo',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    monitorUntil: new Date(Date.now() + 25 * 3_600_000).toISOString(),
    createdAt: new Date().toISOString(),
    qrContent: `ethereum:${ADDRESS}?amount=29.07000000&token=USDT`,
    explorerTxUrlTemplate: 'https://etherscan.io/tx/{hash}',
    eip681: `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${ADDRESS}&uint256=29070000`,
    watchKey: `${ADDRESS}:29.07000000:USDT`,
    paidAmount: '0.00000000',
    txHash: null,
    confirmations: 0,
    requiredConfirmations: 12,
    confirmedAt: null,
    flags: { paidLate: false, paidPartial: false, underpaid: false, overpaid: false },
    payUrl: `http://localhost:3000/pay/${id}`,
    redirectUrl: null,
    orderId: null,
    ...overrides,
  };
}

/** What GET /api/pay/:id answers for the same request. */
export function buildPublicPayment(overrides: Partial<PublicPayment> = {}): PublicPayment {
  const {
    walletId: _wallet,
    fiatCents: _cents,
    rate: _rate,
    rateSource: _source,
    monitorUntil: _monitor,
    createdAt: _created,
    payUrl: _url,
    orderId: _order,
    source: _origin,
    heldFor: _holder,
    confirmedAt: _confirmed,
    explorerTxUrlTemplate: _explorer,
    ...shared
  } = buildPayment();
  return {
    ...shared,
    merchantName: 'Bottega Rossi',
    purpose: null,
    chainName: 'Ethereum',
    explorerTxUrl: null,
    currencyChoices: [],
    ...overrides,
  };
}
