import { useContext, useEffect } from 'react';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { LeaveBuild, replacePage } from './leave-build';
import { carryToastsOver } from './toast-handover';

/**
 * Hands the tab to the full app at `href`, the toasts on screen going along. The address bar
 * changes only when the new page arrives, so nothing (a user's click, a test's `goto`) can land
 * in between on a URL the sign-in build only pretends to show.
 */
export function LeavePage({ href }: { href: string }) {
  const leave = useContext(LeaveBuild) ?? replacePage;
  useEffect(() => {
    carryToastsOver();
    leave(href);
  }, [leave, href]);
  return <FullScreenLoader />;
}
