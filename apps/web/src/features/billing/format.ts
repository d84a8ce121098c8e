import type { BillingInterval, PaidPlanId } from '@incasso/shared/plans';
import type { TFunction } from 'i18next';
import { date, percent } from '#lib/format.ts';

/** A fee in basis points as a percentage in the reader's language: 75 → "0.75%". */
export function feePercent(bps: number, language: string): string {
  return percent(bps, language === 'en' ? 'en' : 'it');
}

export function formatDay(iso: string, language: string): string {
  return date(iso, language === 'en' ? 'en' : 'it');
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
