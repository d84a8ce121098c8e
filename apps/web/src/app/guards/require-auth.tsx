import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';

/** Signed-out users go to /login; the location they wanted rides along for the return. */
export function RequireAuth() {
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const isReady = useSessionStore((state) => state.ready);
  if (!isReady) return <FullScreenLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
