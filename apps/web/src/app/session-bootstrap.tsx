import { useEffect } from 'react';
import { logout, startSession } from '#features/accounts/session-store.ts';
import { api } from '#lib/api-client.ts';

/** Loads the session once at start and makes a 401 outside /login end it (SPEC section 4). */
export function SessionBootstrap() {
  useEffect(() => {
    api.onUnauthorized(() => void logout());
    void startSession();
    return () => api.onUnauthorized(null);
  }, []);
  return null;
}
