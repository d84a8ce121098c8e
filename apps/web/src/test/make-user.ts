import { PLANS } from '@incasso/shared/plans';
import type { SessionUser } from '#features/accounts/session-user.ts';

/**
 * A signed-in user for tests: a free-plan merchant unless told otherwise, with the features
 * its plan unlocks by default.
 */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const plan = overrides.plan ?? 'free';
  return {
    id: 'u1',
    email: 'anna@shop.it',
    displayName: null,
    isAdmin: false,
    plan,
    features: [...PLANS[plan].defaultFeatures],
    ...overrides,
  };
}
