import type { UnmatchedTransfer } from '@incasso/shared/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useAssignTransfer } from '../api/assign-transfer';
import { useAssignableRequests } from '../api/get-unmatched-transfers';
import { PaymentStatusBadge } from '#components/payments/payment-status-badge.tsx';
import { crypto, dateTime, decimal } from '#lib/format.ts';

interface AssignTransferDialogProps {
  transfer: UnmatchedTransfer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Picks one of the merchant's requests the server would accept the transfer for. Those that
 * existed when the money was sent are offered; a request created afterwards cannot be what the
 * payer meant, so it is listed, marked, only when the merchant asks for it.
 */
export function AssignTransferDialog({ transfer, open, onOpenChange }: AssignTransferDialogProps) {
  const { t } = useTranslation();
  const requests = useAssignableRequests(transfer, open);
  const assign = useAssignTransfer();
  const [chosen, setChosen] = useState<string | null>(null);
  const [showLater, setShowLater] = useState(false);

  function close(next: boolean) {
    if (!next) {
      setChosen(null);
      setShowLater(false);
      assign.reset();
    }
    onOpenChange(next);
  }

  function confirm() {
    if (!chosen) return;
    assign.mutate(
      { paymentId: chosen, transferId: transfer.id },
      { onSuccess: () => close(false) },
    );
  }

  const createdBy = Date.parse(transfer.requestsCreatedBy);
  const isLater = (request: { createdAt: string }) => Date.parse(request.createdAt) > createdBy;
  const matching = requests.data ?? [];
  const later = matching.filter(isLater);
  const items = showLater ? matching : matching.filter((request) => !isLater(request));
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('unmatched.dialogTitle')}
      description={t('unmatched.dialogDescription', {
        amount: decimal(transfer.amount),
        symbol: transfer.symbol,
      })}
    >
      {requests.isPending && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('unmatched.loading')}</p>
      )}
      {requests.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('unmatched.loadFailed')}
        </p>
      )}
      {requests.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(later.length > 0 ? 'unmatched.noEarlierRequests' : 'unmatched.noRequests')}
        </p>
      )}
      {items.length > 0 && (
        <fieldset className="max-h-72 space-y-2 overflow-y-auto">
          <legend className="sr-only">{t('unmatched.requests')}</legend>
          {items.map((request) => (
            <label
              key={request.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-500 dark:border-slate-700"
            >
              <input
                type="radio"
                name="assign-request"
                value={request.id}
                checked={chosen === request.id}
                onChange={() => setChosen(request.id)}
              />
              <span className="font-medium text-slate-900 tabular-nums dark:text-white">
                {crypto(request.amount, request.symbol)}
              </span>
              <PaymentStatusBadge status={request.status} />
              {isLater(request) && (
                <span className="text-xs text-amber-700 dark:text-amber-400">
                  {t('unmatched.createdAfter')}
                </span>
              )}
              <time
                dateTime={request.createdAt}
                className="ml-auto text-slate-500 dark:text-slate-400"
              >
                {dateTime(request.createdAt)}
              </time>
            </label>
          ))}
        </fieldset>
      )}
      {later.length > 0 && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <input
            type="checkbox"
            checked={showLater}
            onChange={(event) => {
              setShowLater(event.target.checked);
              if (!event.target.checked && later.some((request) => request.id === chosen)) {
                setChosen(null);
              }
            }}
          />
          {t('unmatched.showLater', { count: later.length })}
        </label>
      )}
      {assign.isError && (
        <p role="alert" className="mt-3 text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(t, assign.error, 'unmatched.assignFailed')}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => close(false)}>
          {t('unmatched.cancel')}
        </Button>
        <Button onClick={confirm} disabled={!chosen} isBusy={assign.isPending}>
          {t('unmatched.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
