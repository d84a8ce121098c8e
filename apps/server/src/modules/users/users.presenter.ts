import type { UserProfile } from '@incasso/shared/auth';
import { effectiveFeeBps, planFeatures } from '@incasso/shared/plans';
import type { UserRow } from '../../db/schema/users.ts';

export function toUserProfile(
  row: { user: UserRow; planName: string; planFeeBps: number },
  extra: { walletCount: number; tfaEnabled: boolean },
): UserProfile {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    accountType: user.accountType,
    isAdmin: user.isAdmin,
    status: user.status,
    plan: user.planId,
    planName: row.planName,
    features: planFeatures(user.planId),
    feeBps: effectiveFeeBps(row.planFeeBps, user.customFeeBps),
    customFeeBps: user.customFeeBps,
    walletCount: extra.walletCount,
    emailVerified: user.emailVerifiedAt !== null,
    tfaEnabled: extra.tfaEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}
