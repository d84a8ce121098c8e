import type { PublicPayment } from '@incasso/shared/payments';
import { Ban, CircleCheck, CircleX, ExternalLink } from 'lucide-react';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { usePayI18n } from '../i18n/pay-i18n-context';
import { returnUrl } from '../lib/return-url';

function ExplorerLink({ url }: { url: string | null }) {
  const { t } = usePayI18n();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      {t('payPage.viewTransaction')}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}

interface PaySuccessProps {
  payment: PublicPayment;
  /** Leaves for the shop (the browser's location in the island). */
  navigate: (url: string) => void;
}

/**
 * CONFIRMED: the payer is done; with a redirect URL, back to the shop after a short countdown,
 * with a link for when the browser blocks the automatic move (or runs no script).
 */
export function PaySuccess({ payment, navigate }: PaySuccessProps) {
  const { t } = usePayI18n();
  const target = returnUrl(payment.redirectUrl, payment.id);
  const left = useRedirectCountdown(target, navigate);
  return (
    <div
      data-testid="pay-success"
      className="flex flex-col items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-6 text-center dark:bg-emerald-950/40"
    >
      <CircleCheck
        aria-hidden
        className="size-20 text-emerald-600 dark:text-emerald-400"
        strokeWidth={1.75}
      />
      <h2 className="text-3xl font-bold text-emerald-800 dark:text-emerald-200">
        {t('payPage.successTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('payPage.successBody', { merchant: payment.merchantName })}
      </p>
      <ExplorerLink url={payment.explorerTxUrl} />
      {target && left !== null && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <span role="timer">{t('payPage.redirecting', { seconds: left })}</span>{' '}
          <a
            href={target}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('payPage.returnNow')}
          </a>
        </p>
      )}
    </div>
  );
}

/** DETECTED or CONFIRMING: the transfer is on-chain, confirmations are coming. */
export function PayInProgress({ payment }: { payment: PublicPayment }) {
  const { t } = usePayI18n();
  return (
    <div className="space-y-2 py-2 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('payPage.inProgress')}</p>
      <ExplorerLink url={payment.explorerTxUrl} />
    </div>
  );
}

/** TIMED_OUT: nothing arrived in time. */
export function PayExpired() {
  const { t } = usePayI18n();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CircleX aria-hidden className="size-14 text-rose-500" strokeWidth={1.5} />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('payPage.expiredTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('payPage.expiredBody')}</p>
    </div>
  );
}

/** CANCELLED: the merchant withdrew the request; paying it now would land as unmatched. */
export function PayCancelled() {
  const { t } = usePayI18n();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <Ban aria-hidden className="size-14 text-slate-500" strokeWidth={1.5} />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('payPage.cancelledTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('payPage.cancelledBody')}</p>
    </div>
  );
}
