import type { AwaitingCoinRequest, PaymentRequest } from '@incasso/shared/payments';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { usePaymentRequests, type PaymentRequestsScope } from '../api/get-payment-requests';
import { AwaitingCoinRequests } from './awaiting-coin-requests';
import { CancelPaymentDialog } from './cancel-payment-dialog';
import { PaymentRequestDialog } from './payment-request-dialog';
import { PaymentRequestRow } from './payment-request-row';

const SCOPES: PaymentRequestsScope[] = ['open', 'all'];

/**
 * Issue 7, section 5: a request made on the dashboard is never lost from view. Open ones are
 * listed with their live status, a link to copy, the QR code again, and a way to cancel.
 */
export function PaymentRequests({ canCancel = true }: { canCancel?: boolean }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<PaymentRequestsScope>('open');
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const requests = usePaymentRequests(scope, cursor);
  const [shown, setShown] = useState<PaymentRequest | null>(null);
  const [cancelling, setCancelling] = useState<PaymentRequest | AwaitingCoinRequest | null>(null);

  function chooseScope(next: PaymentRequestsScope) {
    setScope(next);
    setCursors([]);
  }

  return (
    <SectionCard
      title={t('paymentRequests.title')}
      headingLevel={2}
      aside={
        <div role="group" aria-label={t('paymentRequests.scopeLabel')} className="flex gap-1">
          {SCOPES.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={scope === item}
              onClick={() => chooseScope(item)}
              className={clsx(
                'rounded-full px-3 py-1 text-sm font-medium',
                scope === item
                  ? 'bg-indigo-600 text-white'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {t(`paymentRequests.scope.${item}`)}
            </button>
          ))}
        </div>
      }
    >
      {cursors.length === 0 && (
        <AwaitingCoinRequests onCancel={canCancel ? setCancelling : undefined} />
      )}
      {requests.isPending ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('paymentRequests.loading')}
        </p>
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('paymentRequests.loadFailed')}
        </p>
      ) : requests.data.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t(`paymentRequests.empty.${scope}`)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {requests.data.items.map((payment) => (
            <PaymentRequestRow
              key={payment.id}
              payment={payment}
              onShow={setShown}
              onCancel={canCancel ? setCancelling : undefined}
            />
          ))}
        </ul>
      )}
      {(cursors.length > 0 || requests.data?.nextCursor) && (
        <div className="mt-3 flex justify-end gap-2">
          {cursors.length > 0 && (
            <Button size="sm" variant="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
              {t('paymentRequests.newer')}
            </Button>
          )}
          {requests.data?.nextCursor && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setCursors([...cursors, requests.data.nextCursor ?? ''])}
            >
              {t('paymentRequests.older')}
            </Button>
          )}
        </div>
      )}
      <PaymentRequestDialog payment={shown} onClose={() => setShown(null)} />
      <CancelPaymentDialog payment={cancelling} onClose={() => setCancelling(null)} />
    </SectionCard>
  );
}
