import {
  receiptPath,
  type BillingHistoryItem,
  type BillingOverview,
  type FeeBalance,
  type OpenCharge,
} from '@incasso/shared/billing';
import type { ChainId } from '@incasso/shared/chains';
import type { PlanId } from '@incasso/shared/plans';
import type { BillingChargeRow } from '#server/db/schema/billing.ts';
import type { Period, SubscriptionState } from './subscriptions/subscription-state.ts';
import { payPagePath } from '@incasso/shared/pay-page';

/** Receipt numbers as printed: `INC-000042`. */
export function receiptNumber(charge: Pick<BillingChargeRow, 'receiptNumber'>): string {
  return `INC-${String(charge.receiptNumber ?? 0).padStart(6, '0')}`;
}

function historyItem(
  charge: BillingChargeRow,
  period: Period | undefined,
): BillingHistoryItem | null {
  if (charge.status !== 'paid' || !charge.paidAt) return null;
  return {
    id: charge.id,
    kind: charge.kind,
    planId: charge.planId,
    interval: charge.interval,
    amountCents: charge.amountCents,
    creditCents: charge.creditCents,
    currency: charge.currency,
    paidAt: charge.paidAt.toISOString(),
    periodStart: period?.startsAt.toISOString() ?? null,
    periodEnd: period?.endsAt.toISOString() ?? null,
    receiptNumber: receiptNumber(charge),
    receiptUrl: receiptPath(charge.id),
    reversedAt: charge.reversedAt?.toISOString() ?? null,
  };
}

function openCharge(charge: BillingChargeRow): OpenCharge | null {
  if (charge.status !== 'open') return null;
  return {
    id: charge.id,
    kind: charge.kind,
    planId: charge.planId,
    interval: charge.interval,
    amountCents: charge.amountCents,
    currency: charge.currency,
    paymentId: charge.paymentId,
    payUrl: payPagePath(charge.paymentId),
    createdAt: charge.createdAt.toISOString(),
  };
}

export interface OverviewParts {
  plan: { id: PlanId; name: string };
  feeBps: number;
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  periods: (Period & { chargeId: string })[];
  charges: BillingChargeRow[];
  feeBalance: FeeBalance[];
  paymentChains: ChainId[];
}

/**
 * GET /api/billing. The plan is the account's (what gates its features); the paid time shows
 * only while it is what the account runs on, so a plan an administrator gave has no renewal.
 */
export function presentOverview(parts: OverviewParts): BillingOverview {
  const { state } = parts;
  const paid = state.status !== 'none' && state.planId === parts.plan.id;
  const byCharge = new Map(parts.periods.map((period) => [period.chargeId, period]));
  const upcoming = paid ? state.upcoming : null;
  return {
    plan: parts.plan.id,
    planName: parts.plan.name,
    feeBps: parts.feeBps,
    status: paid && state.status === 'grace' ? 'grace' : 'active',
    interval: paid ? (state.current?.interval ?? null) : null,
    renewalDate: paid ? (state.paidUntil?.toISOString() ?? null) : null,
    graceEndsAt: paid ? (state.graceEndsAt?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: paid && parts.cancelAtPeriodEnd,
    upcoming: upcoming && {
      planId: upcoming.planId,
      interval: upcoming.interval,
      startsAt: upcoming.startsAt.toISOString(),
      endsAt: upcoming.endsAt.toISOString(),
    },
    feeBalance: parts.feeBalance,
    openCharges: parts.charges.map(openCharge).filter((item) => item !== null),
    history: parts.charges
      .map((charge) => historyItem(charge, byCharge.get(charge.id)))
      .filter((item) => item !== null),
    paymentChains: parts.paymentChains,
  };
}
