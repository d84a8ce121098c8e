import { TRANSACTION_SORTS, type TransactionSort } from '@incasso/shared/transactions';

// The filters as the address bar and the form hold them: text, '' meaning "any". The address
// bar is their single source, so a filtered view can be bookmarked, shared and gone back to.

export const FILTER_KEYS = [
  'q',
  'from',
  'to',
  'status',
  'chain',
  'currency',
  'fiat',
  'min',
  'max',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

export const DEFAULT_SORT: TransactionSort = 'date_desc';

export const EMPTY_FILTERS: FilterValues = {
  q: '',
  from: '',
  to: '',
  status: '',
  chain: '',
  currency: '',
  fiat: '',
  min: '',
  max: '',
  sort: DEFAULT_SORT,
};

export function filtersFromSearch(search: URLSearchParams): FilterValues {
  const values = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) values[key] = search.get(key)?.trim() ?? values[key];
  if (!(TRANSACTION_SORTS as readonly string[]).includes(values.sort)) values.sort = DEFAULT_SORT;
  return values;
}

/** The query string of the filters that narrow anything (the default sort left out). */
export function filtersToSearch(values: FilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key].trim();
    if (value !== '' && !(key === 'sort' && value === DEFAULT_SORT)) search.set(key, value);
  }
  return search;
}

export function hasNarrowingFilters(values: FilterValues): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && values[key].trim() !== '');
}

/** The filters as the shared schema (and the server's query string) reads them. */
export function filtersInput(values: FilterValues): Record<string, string> {
  return Object.fromEntries(filtersToSearch(values));
}
