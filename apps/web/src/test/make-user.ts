import type { SessionUser } from '#features/accounts/session-user.ts';

/** A signed-in user for tests: a free-plan merchant unless told otherwise. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'anna@shop.it',
    displayName: null,
    isAdmin: false,
    plan: 'free',
    ...overrides,
  };
}
