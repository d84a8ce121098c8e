import { describe, expect, it } from 'vitest';
import { QUERY_CATEGORIES, queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('has one builder per SPEC data category', () => {
    expect(Object.keys(queryKeys).sort()).toEqual([...QUERY_CATEGORIES].sort());
    expect(QUERY_CATEGORIES).toHaveLength(19);
  });

  it('prefixes parameters with the category', () => {
    expect(queryKeys.profile()).toEqual(['profile']);
    expect(queryKeys.invoiceDetails('inv_1')).toEqual(['invoiceDetails', 'inv_1']);
    expect(queryKeys.transactions({ status: 'Completed' })).toEqual([
      'transactions',
      { status: 'Completed' },
    ]);
  });
});
