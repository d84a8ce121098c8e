import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '#features/accounts/session-store.ts';

// Both sit inside <RequireAuth>, so a user is present.

/** Admin routes: anyone else goes to /dashboard. */
export function RequireAdmin() {
  const user = useSessionStore((state) => state.user);
  return user?.isAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** User routes: admins go to /admin. */
export function RequireUser() {
  const user = useSessionStore((state) => state.user);
  return user?.isAdmin ? <Navigate to="/admin" replace /> : <Outlet />;
}
