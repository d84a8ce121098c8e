import type { LinkPaymentStatus, PaymentLinkStatus } from '@incasso/shared/payment-links';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<PaymentLinkStatus | LinkPaymentStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  open: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  paused: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  closed: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

/** A link's or one of its payments' status as a coloured word. */
export function LinkStatusBadge({ status }: { status: PaymentLinkStatus | LinkPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[status])}
    >
      {t(`paymentLinks.status.${status}`)}
    </span>
  );
}
