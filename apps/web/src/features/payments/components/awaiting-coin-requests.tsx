import { CHAINS } from '@incasso/shared/chains';
import { formatFiat } from '@incasso/shared/money';
import type { AwaitingCoinRequest } from '@incasso/shared/payments';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ChainIcon } from '#components/ui/chain-icon.tsx';
import { CopyButton } from '#components/ui/copy-button.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { dateTime } from '#lib/format.ts';
import { useAwaitingCoinRequests } from '../api/get-awaiting-coin-requests';

/**
 * Requests whose payer has not picked a coin yet (issue 21: the public API's among them): they
 * have no crypto amount or QR until then, but the merchant finds them here and may cancel them.
 */
export function AwaitingCoinRequests({
  onCancel,
}: {
  /** Absent for a role that may not cancel: no button. */
  onCancel?: (request: AwaitingCoinRequest) => void;
}) {
  const { t } = useTranslation();
  const requests = useAwaitingCoinRequests();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-coin-title" className="mb-4">
      <h3 id="awaiting-coin-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('paymentRequests.awaitingCoin.title')}
      </h3>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t('paymentRequests.awaitingCoin.hint')}
      </p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((request) => (
          <li
            key={request.id}
            data-testid="awaiting-coin-request"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm"
          >
            <p className="min-w-36 font-medium text-slate-900 tabular-nums dark:text-white">
              {formatFiat(request.fiatCents, request.fiatCurrency, currentLanguage())}
            </p>
            <div className="min-w-32 space-y-0.5 text-slate-600 dark:text-slate-300">
              <p className="flex items-center gap-1.5">
                <ChainIcon chain={request.chain} className="size-4" />
                {CHAINS[request.chain].name}
              </p>
              <time dateTime={request.createdAt} className="text-slate-500 dark:text-slate-400">
                {dateTime(request.createdAt)}
              </time>
            </div>
            {request.orderId && (
              <span
                className="max-w-40 truncate text-slate-600 dark:text-slate-300"
                title={request.orderId}
              >
                {request.orderId}
              </span>
            )}
            <div className="ml-auto flex items-center gap-2">
              <CopyButton
                value={request.payUrl}
                label={t('payments.copyPayLink')}
                copiedLabel={t('payments.copied')}
              />
              {onCancel && (
                <Button size="sm" variant="secondary" onClick={() => onCancel(request)}>
                  <Ban aria-hidden className="size-4" />
                  {t('paymentRequests.cancel')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
