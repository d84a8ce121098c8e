import type { ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import type { Refund } from '@incasso/shared/refunds';
import type { RefundRow } from '#server/db/schema/refunds.ts';
import type { FiatCurrency } from '@incasso/shared/money';
import { walletLinkOf } from '../presentation/payment-links.ts';
import { shownAmount } from '../presentation/payments.presenter.ts';

/** A refund as the dashboard, the public API and the webhooks show it. */
export function presentRefund(
  registry: ChainRegistry,
  row: RefundRow,
  fiatCurrency: FiatCurrency,
): Refund {
  // The transfer to sign: the payment's own EIP-681 code, pointed at the refund's recipient.
  const link = walletLinkOf(registry, {
    chain: row.chain,
    currency: row.currency,
    address: row.toAddress,
    amountBaseUnits: row.amountBaseUnits.toString(),
  });
  return {
    id: row.id,
    paymentId: row.paymentId,
    status: row.status,
    chain: row.chain,
    chainId: registry[row.chain].evmChainId,
    currency: row.currency,
    symbol: currencySymbol(row.currency),
    decimals: row.decimals,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    amount: shownAmount(row.amountBaseUnits, row.decimals),
    amountBaseUnits: row.amountBaseUnits.toString(),
    fiatCents: row.fiatCents,
    fiatCurrency,
    eip681: link?.eip681 ?? null,
    txHash: row.txHash,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
