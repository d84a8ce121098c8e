import { queryOptions, useQuery } from '@tanstack/react-query';
import { DisplayStateSchema, type DisplayState } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** How often the customer's screen asks for the till's current sale. */
export const DISPLAY_POLL_MS = 2_000;

/** GET /api/pos/display/:token: public, read-only; no session is sent or needed. */
export async function getDisplayState(token: string): Promise<DisplayState> {
  return DisplayStateSchema.parse(
    await api.get(`/api/pos/display/${encodeURIComponent(token)}`, { handleUnauthorized: false }),
  );
}

export const displayStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.transactions('display', token),
    queryFn: () => getDisplayState(token),
    refetchInterval: (query) => (query.state.error ? false : DISPLAY_POLL_MS),
    retry: false,
  });

export function useDisplayState(token: string) {
  return useQuery(displayStateQueryOptions(token));
}
