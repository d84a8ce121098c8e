import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useIsDemo } from '../api/get-demo-info';
import { useSimulatePayment } from '../api/simulate-payment';

interface SimulatePaymentButtonProps {
  paymentId: string;
  /** Only a request still waiting for its money can be paid. */
  isWaiting: boolean;
}

/** `npm run demo` only: pays the open request from a test account, to watch it confirm. */
export function SimulatePaymentButton({ paymentId, isWaiting }: SimulatePaymentButtonProps) {
  const { t } = useTranslation();
  const isDemo = useIsDemo();
  const simulation = useSimulatePayment();
  if (!isDemo) return null;

  function handleClick() {
    simulation.mutate(paymentId, {
      onSuccess: () => toast.info(t('payments.simulated')),
      onError: (error) => toast.error(errorMessage(t, error, 'payments.simulateFailed')),
    });
  }

  return (
    <div className="space-y-1.5 rounded-xl border border-dashed border-violet-300 bg-violet-50/60 p-3 dark:border-violet-500/40 dark:bg-violet-500/10">
      <Button
        variant="secondary"
        className="w-full"
        onClick={handleClick}
        isBusy={simulation.isPending}
        disabled={!isWaiting || simulation.isSuccess}
      >
        <FlaskConical aria-hidden className="size-4" />
        {t('payments.simulate')}
      </Button>
      <p className="text-center text-xs text-violet-800 dark:text-violet-200">
        {t('payments.simulateHint')}
      </p>
    </div>
  );
}
