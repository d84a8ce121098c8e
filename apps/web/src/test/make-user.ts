import { ROLE_PERMISSIONS, type Role } from '@incasso/shared/members';
import { PLANS } from '@incasso/shared/plans';
import type { MerchantChoice, SessionUser } from '#features/accounts/session-user.ts';

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

export const MERCHANT_ID = '00000000-0000-4000-8000-00000000000a';

/** Who a test's session acts as: `role` at "Bar Sport", with that role's permissions. */
export function makeMembership(
  role: Role,
  others: MerchantChoice[] = [],
): NonNullable<SessionUser['membership']> {
  const own = { merchantId: MERCHANT_ID, merchantName: 'Bar Sport', role };
  return {
    ...own,
    permissions: [...ROLE_PERMISSIONS[role]],
    memberships: [own, ...others],
  };
}
