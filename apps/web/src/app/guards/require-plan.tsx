import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { hasPaidPlan, isPremium } from '#features/accounts/session-user.ts';

/** Plus or Premium pages (POS, insights, subscriptions, invoicing): others go to /dashboard. */
export function RequirePaidPlan() {
  const user = useSessionStore((state) => state.user);
  return user && hasPaidPlan(user) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Premium pages (developer settings): others go to /dashboard. */
export function RequirePremium() {
  const user = useSessionStore((state) => state.user);
  return user && isPremium(user) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
