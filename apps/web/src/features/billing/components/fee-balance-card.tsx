import { MIN_CHARGE_CENTS, type FeeBalance } from '@incasso/shared/billing';
import type { ChainId } from '@incasso/shared/chains';
import { formatFiat } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSettleFees } from '../api/settle-fees';
import { serverPage } from '#lib/server-page.ts';

interface FeeBalanceCardProps {
  balances: FeeBalance[];
  /** The chain to pay on; none while payments to the platform are not set up. */
  chain: ChainId | undefined;
}

/**
 * SPEC's feeBalance: Incasso never holds the merchant's money, so the fee of each completed
 * payment is owed here until settled with a payment request to the platform.
 */
export function FeeBalanceCard({ balances, chain }: FeeBalanceCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const settle = useSettleFees();
  return (
    <SectionCard title={t('billing.feeBalanceTitle')} description={t('billing.feeBalanceHelp')}>
      {balances.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('billing.noFees')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {balances.map((balance) => (
            <li
              key={balance.currency}
              data-testid="fee-balance"
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="text-sm">
                <p className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {balance.balanceCents < 0
                    ? t('billing.credit', {
                        amount: formatFiat(-balance.balanceCents, balance.currency, language),
                      })
                    : t('billing.owed', {
                        amount: formatFiat(balance.balanceCents, balance.currency, language),
                      })}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('billing.accruedSettled', {
                    accrued: formatFiat(balance.accruedCents, balance.currency, language),
                    settled: formatFiat(balance.settledCents, balance.currency, language),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                disabled={!chain || balance.balanceCents < MIN_CHARGE_CENTS || settle.isPending}
                isBusy={settle.isPending && settle.variables.currency === balance.currency}
                onClick={() =>
                  settle.mutate(
                    { currency: balance.currency, chain },
                    {
                      onSuccess: (checkout) => serverPage.open(checkout.payUrl),
                      onError: (error) =>
                        toast.error(errorMessage(t, error, 'billing.checkoutFailed')),
                    },
                  )
                }
              >
                {t('billing.settle', { currency: balance.currency })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
