import { formatFiat } from '@incasso/shared/money';
import type { AwaitingCoinRequest, PaymentRequest } from '@incasso/shared/payments';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useCancelPayment } from '../api/cancel-payment';
import { currentLanguage } from '#i18n/index.ts';
import { crypto } from '#lib/format.ts';

/** What the payer can no longer pay: the coin's amount, or the fiat one before a coin is picked. */
function amountOf(payment: PaymentRequest | AwaitingCoinRequest): string {
  return 'symbol' in payment
    ? crypto(payment.amount, payment.symbol)
    : formatFiat(payment.fiatCents, payment.fiatCurrency, currentLanguage());
}

interface CancelPaymentDialogProps {
  payment: PaymentRequest | AwaitingCoinRequest | null;
  onClose: () => void;
}

/** Asks before a request is withdrawn: its link stops working for the payer. */
export function CancelPaymentDialog({ payment, onClose }: CancelPaymentDialogProps) {
  const { t } = useTranslation();
  const cancelPayment = useCancelPayment();

  function handleOpenChange(open: boolean) {
    if (open) return;
    cancelPayment.reset();
    onClose();
  }

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={handleOpenChange}
      title={t('paymentRequests.cancelTitle')}
      description={t('paymentRequests.cancelWarning', {
        amount: payment ? amountOf(payment) : '',
      })}
      icon={
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-400">
          <Ban aria-hidden className="size-5" />
        </span>
      }
    >
      {cancelPayment.error && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
        >
          {errorMessage(t, cancelPayment.error, 'paymentRequests.cancelFailed')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          {t('paymentRequests.keep')}
        </Button>
        <Button
          variant="danger"
          isBusy={cancelPayment.isPending}
          onClick={() =>
            payment &&
            cancelPayment.mutate(payment.id, { onSuccess: () => handleOpenChange(false) })
          }
        >
          {t('paymentRequests.cancelConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
