import { useEffect } from 'react';
import { endSessionOnRefusal, startSession } from '#features/accounts/session-store.ts';
import { api } from '#lib/api-client.ts';
import { queryClient } from '#lib/query-client.ts';
import { refreshMembershipOnRefusal } from './membership-refresh';

/**
 * Loads the session once at start, makes a 401 outside /login end it (SPEC section 4), and a
 * refusal that says the role changed read the membership again.
 */
export function SessionBootstrap() {
  useEffect(() => {
    api.onUnauthorized(endSessionOnRefusal);
    void startSession();
    const stopRefreshing = refreshMembershipOnRefusal(queryClient);
    return () => {
      api.onUnauthorized(null);
      stopRefreshing();
    };
  }, []);
  return null;
}
