import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import {
  centsToDecimalString,
  CRYPTO_DISPLAY_DECIMALS,
  formatBaseUnits,
} from '@incasso/shared/money';
import type {
  AwaitingCoinRequest,
  PayableCurrency,
  PaymentPurpose,
  PaymentRequest,
  PublicPayment,
} from '@incasso/shared/payments';
import type { PaymentRow, PricedPaymentRow } from '#server/db/schema/payments.ts';
import { isPriced, priced } from '../requests/priced.ts';
import { eip681Link, payUrl, qrContent, watchKey } from './payment-links.ts';

/** The shown amount: 8 decimals, or the token's own when it has more (an 18-decimal bump). */
export const shownAmount = (baseUnits: bigint, decimals: number) =>
  formatBaseUnits(baseUnits, decimals, CRYPTO_DISPLAY_DECIMALS);

export const paymentFlags = (
  row: Pick<PaymentRow, 'paidLate' | 'paidPartial' | 'underpaid' | 'overpaid'>,
) => ({
  paidLate: row.paidLate,
  paidPartial: row.paidPartial,
  underpaid: row.underpaid,
  overpaid: row.overpaid,
});

/** The shown amount, or null while the request has no coin. */
export const shownAmountOrNull = (baseUnits: bigint | null, decimals: number | null) =>
  baseUnits === null || decimals === null ? null : shownAmount(baseUnits, decimals);

export function paymentWatchKey(
  row: Pick<PaymentRow, 'address' | 'amountBaseUnits' | 'decimals' | 'currency'>,
): string | null {
  if (row.currency === null || row.amountBaseUnits === null || row.decimals === null) return null;
  return watchKey(
    row.address,
    shownAmount(row.amountBaseUnits, row.decimals),
    currencySymbol(row.currency),
  );
}

export function createPaymentsPresenter(options: { registry: ChainRegistry; publicUrl: string }) {
  const { registry, publicUrl } = options;

  /** The merchant's view of a priced request (the dashboard only makes priced ones). */
  function present(row: PricedPaymentRow): PaymentRequest {
    const chain = registry[row.chain];
    const asset = chain.assets[row.currency];
    const symbol = currencySymbol(row.currency);
    const amount = shownAmount(row.amountBaseUnits, row.decimals);
    return {
      id: row.id,
      status: row.status,
      walletId: row.walletId,
      chain: row.chain,
      chainId: chain.evmChainId,
      address: row.address,
      currency: row.currency,
      symbol,
      decimals: row.decimals,
      amount,
      amountBaseUnits: row.amountBaseUnits.toString(),
      fiatAmount: centsToDecimalString(row.fiatCents),
      fiatCents: row.fiatCents,
      fiatCurrency: row.fiatCurrency,
      rate: row.rate,
      rateSource: row.rateSource,
      expiresAt: row.expiresAt.toISOString(),
      monitorUntil: row.monitorUntil.toISOString(),
      createdAt: row.createdAt.toISOString(),
      qrContent: qrContent(row.chain, row.address, amount, symbol),
      eip681: asset ? eip681Link(asset, chain.evmChainId, row.address, row.amountBaseUnits) : null,
      watchKey: watchKey(row.address, amount, symbol),
      paidAmount: shownAmount(row.paidBaseUnits, row.decimals),
      txHash: row.txHash,
      confirmations: row.confirmations,
      requiredConfirmations: row.requiredConfirmations,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      flags: paymentFlags(row),
      payUrl: payUrl(publicUrl, row.id),
      redirectUrl: row.redirectUrl,
      orderId: row.orderId,
      source: row.source,
      heldFor: row.heldFor,
      explorerTxUrlTemplate: chain.explorerTxUrl,
    };
  }

  /** The merchant's view of a request whose payer has not picked a coin yet. */
  function presentAwaitingCoin(row: PaymentRow): AwaitingCoinRequest {
    return {
      id: row.id,
      status: row.status,
      walletId: row.walletId,
      chain: row.chain,
      fiatAmount: centsToDecimalString(row.fiatCents),
      fiatCents: row.fiatCents,
      fiatCurrency: row.fiatCurrency,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      payUrl: payUrl(publicUrl, row.id),
      orderId: row.orderId,
    };
  }

  /**
   * The pay page's view: no user, wallet, fee or rate details; who is paid and what for.
   * `currencyChoices` are the coins its payer may still pick (see payerMayChooseCurrency).
   */
  function presentPublic(
    row: PaymentRow,
    payee: { merchantName: string; purpose: PaymentPurpose | null },
    currencyChoices: PayableCurrency[],
  ): PublicPayment {
    const common = {
      id: row.id,
      status: row.status,
      merchantName: payee.merchantName,
      purpose: payee.purpose,
      chain: row.chain,
      chainName: registry[row.chain].name,
      chainId: registry[row.chain].evmChainId,
      address: row.address,
      fiatAmount: centsToDecimalString(row.fiatCents),
      fiatCurrency: row.fiatCurrency,
      expiresAt: row.expiresAt.toISOString(),
      txHash: row.txHash,
      explorerTxUrl: row.txHash ? explorerTxUrl(row.chain, row.txHash, registry) : null,
      confirmations: row.confirmations,
      requiredConfirmations: row.requiredConfirmations,
      flags: paymentFlags(row),
      redirectUrl: row.redirectUrl,
      currencyChoices,
    };
    if (!isPriced(row)) {
      return {
        ...common,
        currency: null,
        symbol: null,
        decimals: null,
        amount: null,
        amountBaseUnits: null,
        qrContent: null,
        eip681: null,
        watchKey: null,
        paidAmount: null,
      };
    }
    const full = present(row);
    return {
      ...common,
      currency: full.currency,
      symbol: full.symbol,
      decimals: full.decimals,
      amount: full.amount,
      amountBaseUnits: full.amountBaseUnits,
      qrContent: full.qrContent,
      eip681: full.eip681,
      watchKey: full.watchKey,
      paidAmount: full.paidAmount,
    };
  }

  return { present, presentAwaitingCoin, presentPublic, priced };
}

export type PaymentsPresenter = ReturnType<typeof createPaymentsPresenter>;
