import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import {
  centsToDecimalString,
  CRYPTO_DISPLAY_DECIMALS,
  formatBaseUnits,
} from '@incasso/shared/money';
import type { PaidRequest, Transaction } from '@incasso/shared/transactions';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import { payUrl } from '#server/modules/payments/payments.module.ts';

export const presentTransaction = (row: TransactionRow, registry: ChainRegistry): Transaction => ({
  id: row.id,
  paymentId: row.paymentId,
  date: row.date.toISOString(),
  fiatAmount: centsToDecimalString(row.fiatCents),
  fiatCents: row.fiatCents,
  fiatCurrency: row.fiatCurrency,
  fee: centsToDecimalString(row.feeCents),
  feeCents: row.feeCents,
  cryptoAmount: formatBaseUnits(row.cryptoBaseUnits, row.decimals),
  currency: row.currency,
  symbol: currencySymbol(row.currency),
  chain: row.chain,
  status: row.status,
  txHash: row.txHash,
  explorerUrl: row.txHash ? explorerTxUrl(row.chain, row.txHash, registry) : null,
  orderId: row.orderId,
  payerAddress: row.payerAddress,
  source: row.source,
  createdBy: row.createdBy,
  refundedCents: row.refundedCents,
  refundedAmount: formatBaseUnits(row.refundedBaseUnits, row.decimals),
});

/** The shown amount: 8 decimals, or the token's own when it has more (as the request shows it). */
const shownAmount = (baseUnits: string, decimals: number) =>
  formatBaseUnits(BigInt(baseUnits), decimals, CRYPTO_DISPLAY_DECIMALS);

/** The paid request as the detail drawer shows it, from the ledger row's copy of it. */
export const presentPaidRequest = (row: TransactionRow, publicUrl: string): PaidRequest => ({
  id: row.paymentId,
  status: row.request.status,
  orderId: row.orderId,
  amount: shownAmount(row.request.amountBaseUnits, row.decimals),
  symbol: currencySymbol(row.currency),
  paidAmount: shownAmount(row.request.paidBaseUnits, row.decimals),
  fiatAmount: centsToDecimalString(row.fiatCents),
  fiatCents: row.fiatCents,
  fiatCurrency: row.fiatCurrency,
  confirmations: row.request.confirmations,
  requiredConfirmations: row.request.requiredConfirmations,
  createdAt: row.request.createdAt,
  expiresAt: row.request.expiresAt,
  payUrl: payUrl(publicUrl, row.paymentId),
  flags: row.request.flags,
});
