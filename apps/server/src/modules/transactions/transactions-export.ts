import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { currencySymbol } from '@incasso/shared/currencies';
import { centsToDecimalString, formatBaseUnits } from '@incasso/shared/money';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import { csvLine, UTF8_BOM } from './transactions-csv.ts';

/** The export's columns: stable English names a script can rely on, in this order. */
export const CSV_COLUMNS = [
  'date',
  'status',
  'fiat_amount',
  'fiat_currency',
  'fee',
  'net',
  'chain',
  'currency',
  'crypto_amount',
  'tx_hash',
  'order_id',
  'payer_address',
] as const;

/** One row as text: ISO 8601 UTC, money as exact decimals from cents and base units. */
export function csvCells(row: TransactionRow): string[] {
  return [
    row.date.toISOString(),
    row.status,
    centsToDecimalString(row.fiatCents),
    row.fiatCurrency,
    centsToDecimalString(row.feeCents),
    // A fee is at most 100 % of the amount (FEE_BPS_MAX), so net is never negative.
    centsToDecimalString(row.fiatCents - row.feeCents),
    row.chain,
    currencySymbol(row.currency),
    formatBaseUnits(row.cryptoBaseUnits, row.decimals),
    row.txHash ?? '',
    row.orderId ?? '',
    row.payerAddress ?? '',
  ];
}

/**
 * The CSV file as a stream that pulls the next batch only when the response has taken the
 * last one (a slow client slows the queries, never fills memory); a client that goes away
 * ends the batches.
 */
export function csvExportStream(batches: AsyncIterable<TransactionRow[]>): Readable {
  async function* chunks() {
    yield UTF8_BOM + csvLine(CSV_COLUMNS);
    // PGlite answers in the same thread without a turn of the event loop: without these, an
    // export on the embedded database would hold every other request (and the sending of its
    // own bytes) until its last row.
    await nextTurn();
    for await (const rows of batches) {
      yield rows.map((row) => csvLine(csvCells(row))).join('');
      await nextTurn();
    }
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}

/** 'incasso-transactions-20260301T101500Z.csv': ASCII only, so no header encoding is needed. */
export function exportFilename(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `incasso-transactions-${stamp}.csv`;
}
