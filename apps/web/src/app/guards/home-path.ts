import type { SessionUser } from '#features/accounts/session-user.ts';

/** Where a signed-in user belongs (SPEC section 2, Other). */
export function homePath(user: SessionUser): '/admin' | '/dashboard' {
  return user.isAdmin ? '/admin' : '/dashboard';
}
