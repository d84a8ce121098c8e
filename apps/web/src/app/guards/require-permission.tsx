import { Navigate, Outlet } from 'react-router';
import type { Permission } from '@incasso/shared/members';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo } from '#features/accounts/session-user.ts';

/**
 * Pages the member's role must allow (decision note 091): others go to `fallback`. The server
 * refuses the same calls with 403 roleForbidden; this only spares the member a page of errors.
 */
export function RequirePermission({
  permissions,
  fallback = '/dashboard',
}: {
  permissions: Permission[];
  fallback?: string;
}) {
  const user = useSessionStore((state) => state.user);
  return user && canDo(user, ...permissions) ? <Outlet /> : <Navigate to={fallback} replace />;
}
