import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { AppFrame } from './app-frame';
import { signInRoutes } from './sign-in-routes';
import { carryToastsOver } from './toast-handover';

/**
 * Any page but the sign-in ones is the full app's: a navigation there (a signed-in user sent
 * home, a link to the API docs) loads it as a new page, whose HTML the server picks by path; the
 * toasts on screen ("Signed in successfully.") go along.
 */
export function LeaveSignIn({
  leave = (href) => window.location.replace(href),
}: {
  leave?: (href: string) => void;
}) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    carryToastsOver();
    leave(`${pathname}${search}${hash}`);
  }, [leave, pathname, search, hash]);
  return <FullScreenLoader />;
}

/** The sign-in build's app (sign-in.html, decision note 093): the sign-in pages only. */
export function SignInApp() {
  return (
    <AppFrame>
      <Routes>
        {signInRoutes()}
        <Route path="*" element={<LeaveSignIn />} />
      </Routes>
    </AppFrame>
  );
}
