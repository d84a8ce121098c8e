import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import { centsToDecimalString, formatBaseUnits } from '@incasso/shared/money';
import type { PaymentRequest } from '@incasso/shared/payments';
import type { PaidRequest, Transaction } from '@incasso/shared/transactions';
import type { TransactionRow } from '#server/db/schema/transactions.ts';

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
});

/** The part of the paid request the detail drawer shows. */
export const presentPaidRequest = (request: PaymentRequest): PaidRequest => ({
  id: request.id,
  status: request.status,
  orderId: request.orderId,
  amount: request.amount,
  symbol: request.symbol,
  paidAmount: request.paidAmount,
  fiatAmount: request.fiatAmount,
  fiatCents: request.fiatCents,
  fiatCurrency: request.fiatCurrency,
  confirmations: request.confirmations,
  requiredConfirmations: request.requiredConfirmations,
  createdAt: request.createdAt,
  expiresAt: request.expiresAt,
  payUrl: request.payUrl,
  flags: request.flags,
});
