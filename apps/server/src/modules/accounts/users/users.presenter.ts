import type { UserProfile } from '@incasso/shared/accounts/auth';
import { effectiveFeeBps, type PlanFeature } from '@incasso/shared/plans';
import type { UserRow } from '#server/db/schema/users.ts';

export function toUserProfile(
  user: UserRow,
  plan: { name: string; feeBps: number; features: PlanFeature[] },
  extra: { walletCount: number; tfaEnabled: boolean },
): UserProfile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    accountType: user.accountType,
    isAdmin: user.isAdmin,
    status: user.status,
    plan: user.planId,
    planName: plan.name,
    features: plan.features,
    feeBps: effectiveFeeBps(plan.feeBps, user.customFeeBps),
    customFeeBps: user.customFeeBps,
    walletCount: extra.walletCount,
    emailVerified: user.emailVerifiedAt !== null,
    tfaEnabled: extra.tfaEnabled,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
}
