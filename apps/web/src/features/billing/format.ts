import type { BillingInterval, PaidPlanId } from '@incasso/shared/plans';
import type { TFunction } from 'i18next';

/** A fee in basis points as a percentage in the reader's language: 75 → "0.75%". */
export function feePercent(bps: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}

export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** "Plus, monthly" or "Platform fees": what a charge pays for. */
export function chargeLabel(
  t: TFunction,
  charge: { kind: 'plan' | 'fees'; planId: PaidPlanId | null; interval: BillingInterval | null },
  planNames: Partial<Record<PaidPlanId, string>>,
): string {
  if (charge.kind === 'fees' || !charge.planId || !charge.interval) return t('billing.feesItem');
  return t('billing.planItem', {
    plan: planNames[charge.planId] ?? charge.planId,
    interval: t(`billing.interval.${charge.interval}`),
  });
}
