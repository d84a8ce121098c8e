import { ArrowDownCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useDowngradePlan } from '../api/downgrade-plan';
import { formatDay } from '../format';

interface DowngradeDialogProps {
  open: boolean;
  onClose: () => void;
  planName: string;
  /** The end of the paid time. */
  renewalDate: string;
}

/** Back to Free: from the end of the paid time, or at once (nothing is refunded). */
export function DowngradeDialog({ open, onClose, planName, renewalDate }: DowngradeDialogProps) {
  const { t } = useTranslation();
  const downgrade = useDowngradePlan();
  const date = formatDay(renewalDate, currentLanguage());

  function handleOpenChange(next: boolean) {
    if (next) return;
    downgrade.reset();
    onClose();
  }

  function handleDowngrade(when: 'periodEnd' | 'now') {
    downgrade.mutate(
      { when },
      {
        onSuccess: () => {
          toast.success(
            when === 'now' ? t('billing.downgradedNow') : t('billing.downgradeScheduled', { date }),
          );
          handleOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t('billing.downgradeTitle', { plan: planName })}
      description={t('billing.downgradeDescription', { plan: planName, date })}
      icon={
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400">
          <ArrowDownCircle aria-hidden className="size-5" />
        </span>
      }
    >
      {downgrade.error && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {errorMessage(t, downgrade.error, 'billing.downgradeFailed')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button
          isBusy={downgrade.isPending && downgrade.variables.when === 'periodEnd'}
          disabled={downgrade.isPending}
          onClick={() => handleDowngrade('periodEnd')}
        >
          {t('billing.downgradeAtEnd', { date })}
        </Button>
        <Button
          variant="danger"
          isBusy={downgrade.isPending && downgrade.variables.when === 'now'}
          disabled={downgrade.isPending}
          onClick={() => handleDowngrade('now')}
        >
          {t('billing.downgradeNow')}
        </Button>
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          {t('billing.keepPlan', { plan: planName })}
        </Button>
      </div>
    </Dialog>
  );
}
