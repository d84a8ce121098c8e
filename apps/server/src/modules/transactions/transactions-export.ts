import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { currencySymbol } from '@incasso/shared/currencies';
import { centsToDecimalString, formatBaseUnits } from '@incasso/shared/money';
import type { TransactionExportFormat } from '@incasso/shared/transactions';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import { csvLine, UTF8_BOM, type CsvCell, type CsvSeparator } from './transactions-csv.ts';

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
  // Confirmed refunds (decision note 099): fiat at the payment's rate, and in the coin paid.
  'refunded',
  'refunded_crypto',
] as const;

/** How a format writes separators, numbers and dates. */
export interface CsvDialect {
  separator: CsvSeparator;
  number(decimal: string): string;
  date(at: Date): string;
}

/** Excel's Italian dates: 'dd/mm/yyyy hh:mm:ss', 24-hour, in the merchant's time zone. */
function italianDateTime(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => {
    const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
  };
}

export function csvDialect(format: TransactionExportFormat, timeZone: string): CsvDialect {
  if (format === 'excel-it') {
    return {
      separator: ';',
      number: (decimal) => decimal.replace('.', ','),
      date: italianDateTime(timeZone),
    };
  }
  return { separator: ',', number: (decimal) => decimal, date: (at) => at.toISOString() };
}

const RFC_4180 = csvDialect('csv', 'UTC');

/** One row's cells: money as exact decimals from cents and base units. */
export function csvCells(row: TransactionRow, dialect: CsvDialect = RFC_4180): CsvCell[] {
  const number = (decimal: string) => ({ value: dialect.number(decimal) });
  return [
    { value: dialect.date(row.date) },
    { text: row.status },
    number(centsToDecimalString(row.fiatCents)),
    { text: row.fiatCurrency },
    number(centsToDecimalString(row.feeCents)),
    // A fee is at most 100 % of the amount (FEE_BPS_MAX), so net is never negative.
    number(centsToDecimalString(row.fiatCents - row.feeCents)),
    { text: row.chain },
    { text: currencySymbol(row.currency) },
    number(formatBaseUnits(row.cryptoBaseUnits, row.decimals)),
    { text: row.txHash ?? '' },
    { text: row.orderId ?? '' },
    { text: row.payerAddress ?? '' },
    number(centsToDecimalString(row.refundedCents)),
    number(formatBaseUnits(row.refundedBaseUnits, row.decimals)),
  ];
}

/**
 * The CSV file as a stream that pulls the next batch only when the response has taken the
 * last one (a slow client slows the queries, never fills memory); a client that goes away
 * ends the batches.
 */
export function csvExportStream(
  batches: AsyncIterable<TransactionRow[]>,
  dialect: CsvDialect = RFC_4180,
): Readable {
  async function* chunks() {
    // The header names are plain identifiers: nothing to quote or guard.
    yield UTF8_BOM + `${CSV_COLUMNS.join(dialect.separator)}\r\n`;
    // PGlite answers in the same thread without a turn of the event loop: without these, an
    // export on the embedded database would hold every other request (and the sending of its
    // own bytes) until its last row.
    await nextTurn();
    for await (const rows of batches) {
      yield rows.map((row) => csvLine(csvCells(row, dialect), dialect.separator)).join('');
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
