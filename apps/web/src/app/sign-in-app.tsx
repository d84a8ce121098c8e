import { Route, Routes, useLocation } from 'react-router';
import { AppFrame } from './app-frame';
import { LeaveBuild, replacePage } from './leave-build';
import { LeavePage } from './leave-page';
import { signInRoutes } from './sign-in-routes';

/**
 * Any page but the sign-in ones is the full app's: a navigation there (a link to the API docs)
 * loads it as a new page, whose HTML the server picks by path.
 */
export function LeaveSignIn() {
  const { pathname, search, hash } = useLocation();
  return <LeavePage href={`${pathname}${search}${hash}`} />;
}

/** The sign-in build's app (sign-in.html, decision note 093): the sign-in pages only. */
export function SignInApp() {
  return (
    <LeaveBuild.Provider value={replacePage}>
      <AppFrame>
        <Routes>
          {signInRoutes()}
          <Route path="*" element={<LeaveSignIn />} />
        </Routes>
      </AppFrame>
    </LeaveBuild.Provider>
  );
}
