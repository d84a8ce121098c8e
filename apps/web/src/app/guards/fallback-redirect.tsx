import { Navigate } from 'react-router';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { homePath } from './home-path';

/** Any unknown path: /admin for an admin, /dashboard for a user, /login when signed out. */
export function FallbackRedirect() {
  const user = useSessionStore((state) => state.user);
  const isReady = useSessionStore((state) => state.ready);
  if (!isReady) return <FullScreenLoader />;
  return <Navigate to={user ? homePath(user) : '/login'} replace />;
}
