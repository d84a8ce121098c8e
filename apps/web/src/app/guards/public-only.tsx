import { useContext } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { LeaveBuild } from '../leave-build';
import { LeavePage } from '../leave-page';
import { homePath } from './home-path';

function returnPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  // Only an in-app path: never "//host", which a browser reads as another site.
  const path = from?.pathname;
  if (!path?.startsWith('/') || path.startsWith('//') || path === '/login') return null;
  return `${path}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/**
 * /login and /register: a signed-in user goes back where they were sent from, else to their
 * home (/admin or /dashboard).
 */
export function PublicOnly() {
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const isReady = useSessionStore((state) => state.ready);
  const leavesBuild = useContext(LeaveBuild) !== null;
  if (!isReady) return <FullScreenLoader />;
  if (user) {
    const destination = returnPath(location.state) ?? homePath(user);
    // The sign-in build has no signed-in pages: straight to the full app's.
    if (leavesBuild) return <LeavePage href={destination} />;
    // The loader covers the moment the destination's chunk takes to arrive.
    return (
      <>
        <Navigate to={destination} replace />
        <FullScreenLoader />
      </>
    );
  }
  return <Outlet />;
}
