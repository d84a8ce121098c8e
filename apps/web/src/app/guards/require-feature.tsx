import { Navigate, Outlet } from 'react-router';
import type { PlanFeature } from '@incasso/shared/plans';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { hasFeature } from '#features/accounts/session-user.ts';

/** Pages the user's plan must unlock (SPEC 6): others go to /dashboard. */
export function RequireFeature({ feature }: { feature: PlanFeature }) {
  const user = useSessionStore((state) => state.user);
  return user && hasFeature(user, feature) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
