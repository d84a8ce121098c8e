import type { OpenCharge } from '@incasso/shared/billing';
import { formatFiat } from '@incasso/shared/money';
import type { PaidPlanId } from '@incasso/shared/plans';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { currentLanguage } from '#i18n/index.ts';
import { chargeLabel } from '../format';

interface OpenChargesProps {
  charges: OpenCharge[];
  planNames: Partial<Record<PaidPlanId, string>>;
}

/** Payment requests to the platform still waiting: the way back to their pay pages. */
export function OpenCharges({ charges, planNames }: OpenChargesProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (charges.length === 0) return null;
  return (
    <section
      aria-label={t('billing.openChargesTitle')}
      className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
        <Clock aria-hidden className="size-4" />
        {t('billing.openChargesTitle')}
      </h3>
      <ul className="space-y-2">
        {charges.map((charge) => (
          <li key={charge.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-amber-900 dark:text-amber-100">
              {chargeLabel(t, charge, planNames)} ·{' '}
              {formatFiat(charge.amountCents, charge.currency, language)}
            </span>
            {/* The pay page is the server's, not a route of this app: a plain link loads it. */}
            <a href={charge.payUrl} className={buttonClasses('secondary', 'sm')}>
              {t('billing.continuePaying')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
