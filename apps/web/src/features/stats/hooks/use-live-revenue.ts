import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#lib/query-keys.ts';
import type { RealtimeSocket } from '#lib/socket.ts';
import { getSocket as getAppSocket } from '#lib/socket.ts';
import { useLedgerChanges } from '#lib/use-ledger-changes.ts';

/**
 * The revenue (the till's card too: its key is under `revenue`) and the latest transactions are
 * fetched again whenever the ledger changes, so the home follows a payment seen or confirmed
 * while it is open.
 */
export function useLiveRevenue(getSocket: () => RealtimeSocket = getAppSocket) {
  const queryClient = useQueryClient();
  useLedgerChanges(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.revenue() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.transactions() });
  }, getSocket);
}
