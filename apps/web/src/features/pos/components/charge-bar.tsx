import type { FiatCurrency } from '@incasso/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { money } from '../money';

interface ChargeBarProps {
  itemCount: number;
  totalCents: number;
  fiatCurrency: FiatCurrency;
  isDisabled: boolean;
  isBusy: boolean;
  onCharge: () => void;
}

/**
 * On a phone the cart sits below the catalogue: this bar stays at the bottom of the screen with
 * the count, the total and "Charge", so the cashier never scrolls to take the money.
 */
export function ChargeBar(props: ChargeBarProps) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="pos-charge-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden dark:border-slate-700 dark:bg-slate-900/95"
    >
      <a
        href="#pos-cart"
        className="min-w-0 flex-1 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {t('pos.itemCount', { count: props.itemCount })}
        </span>
        <span className="block text-lg font-semibold tabular-nums text-slate-900 dark:text-white">
          {money(props.totalCents, props.fiatCurrency)}
        </span>
      </a>
      <Button
        size="lg"
        data-testid="pos-charge-bar-button"
        className="h-12 px-6 text-lg"
        disabled={props.isDisabled}
        isBusy={props.isBusy}
        onClick={props.onCharge}
      >
        {t('pos.chargeShort')}
      </Button>
    </div>
  );
}
