import { describe, expect, it } from 'vitest';
import { rangeBound, TransactionExportQuerySchema, TransactionQuerySchema } from './transactions';

const issuesOf = (input: Record<string, string>) => {
  const result = TransactionQuerySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('transaction query', () => {
  it('reads amounts into cents and defaults to newest first, 20 a page', () => {
    expect(TransactionQuerySchema.parse({ min: '10', max: '10,50', fiat: 'eur' })).toEqual({
      min: 1000,
      max: 1050,
      fiat: 'EUR',
      sort: 'date_desc',
      limit: 20,
    });
  });

  it('takes zero as a lower bound and the same day as both ends', () => {
    expect(issuesOf({ min: '0', max: '0', from: '2026-03-01', to: '2026-03-01' })).toEqual({});
  });

  it.each([
    [{ min: '5', max: '4.99' }, { max: 'invalidRange' }],
    [{ from: '2026-03-02', to: '2026-03-01' }, { to: 'invalidRange' }],
    [{ from: '2026-03-01T12:00:00Z', to: '2026-03-01T11:59:59Z' }, { to: 'invalidRange' }],
    [{ min: '-1' }, { min: 'amountNegative' }],
    [{ max: '1e9' }, { max: 'amountInvalid' }],
    [{ max: '100000000' }, { max: 'amountTooLarge' }],
    [{ min: '1.001' }, { min: 'amountTooManyDecimals' }],
    [{ from: '0000-01-01' }, { from: 'invalidDate' }],
    [{ sort: 'price' }, { sort: expect.any(String) }],
    [{ limit: '101' }, { limit: expect.any(String) }],
  ])('refuses %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it('exports only as CSV', () => {
    expect(TransactionExportQuerySchema.safeParse({ format: 'csv' }).success).toBe(true);
    expect(TransactionExportQuerySchema.safeParse({ format: 'xlsx' }).success).toBe(false);
    expect(TransactionExportQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('range bounds', () => {
  it('makes a day the whole UTC day and an instant inclusive', () => {
    expect(rangeBound('2026-03-01', 'start').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(rangeBound('2026-03-01', 'end').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(rangeBound('2026-03-01T10:00:00+01:00', 'end').toISOString()).toBe(
      '2026-03-01T09:00:00.001Z',
    );
  });

  it('ends the last day a timestamp holds at its last instant', () => {
    expect(rangeBound('9999-12-31', 'end').toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });
});
