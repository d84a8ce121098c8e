import {
  RECENT_CHARGES_MAX,
  USER_SUMMARY_DAYS,
  type AdminUserDetail,
  type AdminUserFigures,
} from '@incasso/shared/admin';
import { riskyLogins } from '@incasso/shared/accounts/security-analysis';
import type { Insights } from '@incasso/shared/insights';

const DAY_MS = 86_400_000;
const FAILED = new Set(['invalidCredentials', 'invalidOtp']);
const REFUSED = new Set(['blocked', 'challenged', 'suspended']);

/**
 * The user summary's figures (decision note 051), from what the owning modules answered: the
 * User View, the analytics core over USER_SUMMARY_DAYS and the suspensions the audit trail
 * holds. Counting and picking only; every amount and share is theirs.
 */
export function userSummaryFigures(input: {
  detail: AdminUserDetail;
  insights: Insights;
  suspensions: number;
  now: Date;
}): AdminUserFigures {
  const { detail, insights, now } = input;
  const { profile, billing, logins } = detail;
  const renewal = billing.renewalDate ? new Date(billing.renewalDate) : null;
  return {
    days: USER_SUMMARY_DAYS,
    activity: {
      revenue: insights.revenue,
      conversion: insights.conversion,
      anomalies: insights.anomalies,
    },
    risk: {
      status: profile.status,
      tfaEnabled: profile.tfaEnabled,
      suspensions: input.suspensions,
      loginAttempts: logins.length,
      failedLogins: logins.filter((entry) => FAILED.has(entry.result)).length,
      refusedLogins: logins.filter((entry) => REFUSED.has(entry.result)).length,
      highRiskLogins: logins.filter((entry) => entry.riskLevel === 'HIGH').length,
      mediumRiskLogins: logins.filter((entry) => entry.riskLevel === 'MEDIUM').length,
      riskyLogins: riskyLogins(logins),
    },
    billing: {
      plan: billing.plan,
      planName: billing.planName,
      feeBps: billing.feeBps,
      customFeeBps: profile.customFeeBps,
      status: billing.status,
      interval: billing.interval,
      renewalDate: billing.renewalDate,
      renewalInDays: renewal
        ? Math.max(0, Math.floor((renewal.getTime() - now.getTime()) / DAY_MS))
        : null,
      cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
      feeBalance: billing.feeBalance.map(({ currency, balanceCents }) => ({
        currency,
        balanceCents,
      })),
      recentCharges: [...billing.history]
        .sort((a, b) => b.paidAt.localeCompare(a.paidAt))
        .slice(0, RECENT_CHARGES_MAX)
        .map(({ kind, planId, amountCents, currency, paidAt }) => ({
          kind,
          planId,
          amountCents,
          currency,
          paidAt,
        })),
    },
  };
}
