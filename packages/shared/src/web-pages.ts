/**
 * The sign-in pages (SPEC section 2): a build of their own, without the signed-in app, so a
 * merchant's first page loads only what it shows (issue 22, P5). The server answers these paths
 * with that build's HTML; every other page path gets the full app's.
 */
export const SIGN_IN_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
] as const;

export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** Whether `pathname` (no query) is one of the sign-in pages; a trailing slash counts. */
export function isSignInPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (SIGN_IN_PATHS as readonly string[]).includes(path);
}
