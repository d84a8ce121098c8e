import type { Locale } from '@incasso/shared/locale';
import type { BillingChargeRow } from '#server/db/schema/billing.ts';

const INTERVALS: Record<Locale, Record<'monthly' | 'yearly', string>> = {
  it: { monthly: 'mensile', yearly: 'annuale' },
  en: { monthly: 'monthly', yearly: 'yearly' },
};

/** The receipt's one line: `Premium plan, yearly` or `Platform fees (EUR)`. */
export function receiptDescription(
  charge: Pick<BillingChargeRow, 'kind' | 'interval' | 'currency'>,
  planName: string | undefined,
  locale: Locale,
): string {
  if (charge.kind === 'fees') {
    return locale === 'it'
      ? `Commissioni della piattaforma (${charge.currency})`
      : `Platform fees (${charge.currency})`;
  }
  const interval = charge.interval ? `, ${INTERVALS[locale][charge.interval]}` : '';
  return locale === 'it' ? `Piano ${planName}${interval}` : `${planName} plan${interval}`;
}
