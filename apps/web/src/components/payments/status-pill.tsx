import type { PaymentStatus } from '@incasso/shared/events';
import { clsx } from 'clsx';
import { Ban, CircleCheck, CircleX, Loader2 } from 'lucide-react';

// SPEC section 4: each status has a label and a colour; CONFIRMED and TIMED_OUT show an icon,
// as does CANCELLED (ours), the statuses still moving a spinner.
const COLOURS: Record<PaymentStatus, string> = {
  PENDING:
    'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30',
  DETECTED:
    'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-500/30',
  CONFIRMING:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/30',
  CONFIRMED:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
  TIMED_OUT:
    'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-500/30',
  CANCELLED:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-500/30',
};

interface StatusPillProps {
  status: PaymentStatus;
  /** The status in words ("Confirming"). */
  label: string;
  /** Shown after the label: "3/12 confirmations". */
  detail?: string;
  size?: 'md' | 'lg';
}

/**
 * The status as a coloured pill. Its texts come from the caller, so the pay page (which has no
 * i18next, decision note 038) and the app share it.
 */
export function StatusPill({ status, label, detail, size = 'md' }: StatusPillProps) {
  const iconClass = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <p
      role="status"
      data-status={status}
      className={clsx(
        'inline-flex items-center gap-2 rounded-full font-medium ring-1 ring-inset',
        size === 'lg' ? 'px-4 py-2 text-base' : 'px-3 py-1 text-sm',
        COLOURS[status],
      )}
    >
      {status === 'CONFIRMED' ? (
        <CircleCheck aria-hidden data-icon="confirmed" className={iconClass} />
      ) : status === 'TIMED_OUT' ? (
        <CircleX aria-hidden data-icon="timed-out" className={iconClass} />
      ) : status === 'CANCELLED' ? (
        <Ban aria-hidden data-icon="cancelled" className={iconClass} />
      ) : (
        <Loader2 aria-hidden data-icon="spinner" className={clsx(iconClass, 'animate-spin')} />
      )}
      <span>{label}</span>
      {detail && <span className="tabular-nums">{detail}</span>}
    </p>
  );
}
