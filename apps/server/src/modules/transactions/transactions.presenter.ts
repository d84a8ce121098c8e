import { currencySymbol } from '@incasso/shared/currencies';
import { centsToDecimalString, formatBaseUnits } from '@incasso/shared/money';
import type { Transaction } from '@incasso/shared/transactions';
import type { TransactionRow } from '#server/db/schema/transactions.ts';

export const presentTransaction = (row: TransactionRow): Transaction => ({
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
});
