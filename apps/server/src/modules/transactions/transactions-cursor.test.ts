import { describe, expect, it } from 'vitest';
import { decodeLedgerCursor, encodeLedgerCursor, sortOrder } from './transactions-cursor.ts';

const id = '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refused = expect.objectContaining({ statusCode: 400, error: 'invalidCursor' });

describe('ledger cursor', () => {
  it('reads back a date cursor and an amount cursor', () => {
    const value = new Date('2026-03-01T10:00:00.123Z');
    const date = encodeLedgerCursor('date_asc', { key: 'date', value, id });
    expect(decodeLedgerCursor(date, 'date_asc')).toEqual({ key: 'date', value, id });
    const amount = encodeLedgerCursor('amount_desc', { key: 'amount', value: 2500, id });
    expect(decodeLedgerCursor(amount, 'amount_desc')).toEqual({ key: 'amount', value: 2500, id });
  });

  it('refuses a cursor written for another sort', () => {
    const cursor = encodeLedgerCursor('date_desc', { key: 'date', value: new Date(0), id });
    expect(() => decodeLedgerCursor(cursor, 'date_asc')).toThrow(refused);
  });

  it.each([
    ['not base64 JSON', 'date_desc', 'nonsense'],
    ['empty', 'date_desc', ''],
    ['a bad id', 'date_desc', forged(['date_desc', '2026-03-01T00:00:00.000Z', 'x'])],
    ['a bad date', 'date_desc', forged(['date_desc', 'yesterday', id])],
    ['year 0000', 'date_desc', forged(['date_desc', '0000-01-01T00:00:00.000Z', id])],
    ['a year before 1970', 'date_asc', forged(['date_asc', '-271821-04-20T00:00:00.000Z', id])],
    ['a fractional amount', 'amount_asc', forged(['amount_asc', 1.5, id])],
    ['a negative amount', 'amount_asc', forged(['amount_asc', -1, id])],
    ['an amount as text', 'amount_asc', forged(['amount_asc', '100', id])],
    ['extra parts', 'date_desc', forged(['date_desc', '2026-03-01T00:00:00.000Z', id, 1])],
  ] as const)('refuses %s with 400 invalidCursor', (_name, sort, text) => {
    expect(() => decodeLedgerCursor(text, sort)).toThrow(refused);
  });

  it('splits a sort into its key and direction', () => {
    expect(sortOrder('amount_desc')).toEqual({ key: 'amount', direction: 'desc' });
    expect(sortOrder('date_asc')).toEqual({ key: 'date', direction: 'asc' });
  });
});
