import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch, type FilterValues } from '../filters';

/** The filters in the address bar, and a setter that writes them there (a history entry). */
export function useTransactionFilters() {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => filtersFromSearch(search), [search]);
  const query = useMemo(() => filtersToSearch(values).toString(), [values]);
  const setValues = useCallback(
    (next: FilterValues) => setSearch(filtersToSearch(next)),
    [setSearch],
  );
  return { values, query, setValues };
}
