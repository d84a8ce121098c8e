import { DATE_FILTER_YEARS, type TransactionSort } from '@incasso/shared/transactions';
import { AppError } from '#server/lib/app-error.ts';

/**
 * Where a page stopped, in the order it was read: the last row's sort value (its date, or its
 * fiat cents) and id, which breaks ties so equal values never repeat or skip a row.
 */
export type LedgerCursor =
  { key: 'date'; value: Date; id: string } | { key: 'amount'; value: number; id: string };

export type SortKey = LedgerCursor['key'];

export interface SortOrder {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export function sortOrder(sort: TransactionSort): SortOrder {
  const [key, direction] = sort.split('_') as [SortKey, 'asc' | 'desc'];
  return { key, direction };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor carries its sort, so one made for another order is refused, not misread. */
export function encodeLedgerCursor(sort: TransactionSort, cursor: LedgerCursor): string {
  const value = cursor.key === 'date' ? cursor.value.toISOString() : cursor.value;
  return Buffer.from(JSON.stringify([sort, value, cursor.id])).toString('base64url');
}

const invalidCursor = () =>
  new AppError(400, 'invalidCursor', 'The page cursor is not valid.', {
    cursor: 'invalidCursor',
  });

/** The cursor a client sent back for `sort`; 400 invalidCursor for anything we did not write. */
export function decodeLedgerCursor(text: string, sort: TransactionSort): LedgerCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== sort) throw invalidCursor();
  const [, at, id] = value as [unknown, unknown, unknown];
  if (typeof id !== 'string' || !UUID.test(id)) throw invalidCursor();
  const { key } = sortOrder(sort);
  if (key === 'amount') {
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) throw invalidCursor();
    return { key, value: at, id };
  }
  if (typeof at !== 'string') throw invalidCursor();
  const date = new Date(at);
  // NaN for a text that is no date; a forged year the database cannot hold would fail the query.
  const year = date.getUTCFullYear();
  if (!(year >= DATE_FILTER_YEARS.min && year <= DATE_FILTER_YEARS.max)) throw invalidCursor();
  return { key, value: date, id };
}
