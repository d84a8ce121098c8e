import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import {
  centsToDecimalString,
  CRYPTO_DISPLAY_DECIMALS,
  formatBaseUnits,
} from '@incasso/shared/money';
import type { PaymentRequest, PublicPayment } from '@incasso/shared/payments';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { eip681Link, payUrl, qrContent, watchKey } from './payment-links.ts';

/** The shown amount: 8 decimals, or the token's own when it has more (an 18-decimal bump). */
export const shownAmount = (baseUnits: bigint, decimals: number) =>
  formatBaseUnits(baseUnits, decimals, CRYPTO_DISPLAY_DECIMALS);

export function paymentWatchKey(
  row: Pick<PaymentRow, 'address' | 'amountBaseUnits' | 'decimals' | 'currency'>,
) {
  return watchKey(
    row.address,
    shownAmount(row.amountBaseUnits, row.decimals),
    currencySymbol(row.currency),
  );
}

export function createPaymentsPresenter(options: { registry: ChainRegistry; publicUrl: string }) {
  const { registry, publicUrl } = options;

  function present(row: PaymentRow): PaymentRequest {
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
      flags: {
        paidLate: row.paidLate,
        paidPartial: row.paidPartial,
        underpaid: row.underpaid,
        overpaid: row.overpaid,
      },
      payUrl: payUrl(publicUrl, row.id),
      redirectUrl: row.redirectUrl,
      orderId: row.orderId,
    };
  }

  /** The pay page's view: no user, wallet, order, fee or rate details. */
  function presentPublic(row: PaymentRow, merchantName: string): PublicPayment {
    const full = present(row);
    return {
      id: full.id,
      status: full.status,
      merchantName,
      chain: full.chain,
      chainName: registry[row.chain].name,
      chainId: full.chainId,
      address: full.address,
      currency: full.currency,
      symbol: full.symbol,
      decimals: full.decimals,
      amount: full.amount,
      amountBaseUnits: full.amountBaseUnits,
      fiatAmount: full.fiatAmount,
      fiatCurrency: full.fiatCurrency,
      expiresAt: full.expiresAt,
      qrContent: full.qrContent,
      eip681: full.eip681,
      watchKey: full.watchKey,
      paidAmount: full.paidAmount,
      txHash: full.txHash,
      explorerTxUrl: row.txHash ? explorerTxUrl(row.chain, row.txHash, registry) : null,
      confirmations: full.confirmations,
      requiredConfirmations: full.requiredConfirmations,
      flags: full.flags,
      redirectUrl: full.redirectUrl,
      // Every stored request has its coin fixed at creation, so the payer has nothing to choose.
      currencyChoices: [],
    };
  }

  return { present, presentPublic };
}

export type PaymentsPresenter = ReturnType<typeof createPaymentsPresenter>;
