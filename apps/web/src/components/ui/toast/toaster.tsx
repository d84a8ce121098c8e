import { clsx } from 'clsx';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToastStore, type Toast } from './toast-store';

const STYLES = {
  success: { icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400' },
  error: { icon: XCircle, tone: 'text-rose-600 dark:text-rose-400' },
  info: { icon: Info, tone: 'text-indigo-600 dark:text-indigo-400' },
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((state) => state.dismiss);
  const { icon: Icon, tone } = STYLES[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-type={toast.type}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg shadow-slate-900/5 transition-all duration-300 starting:translate-y-[-0.5rem] starting:opacity-0 dark:border-slate-700 dark:bg-slate-900',
        toast.isLeaving && 'translate-x-2 opacity-0',
      )}
    >
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', tone)} />
      <p className="flex-1 text-slate-800 dark:text-slate-100">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={t('toast.close')}
        className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800 dark:hover:text-slate-200"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/**
 * The toast stack, top right (SPEC section 2), below the 4rem sticky header: a toast never covers
 * the account menu or the notifications it may be about (issue 20). The region is a live region: besides
 * announcing additions, that keeps it readable while a modal dialog hides the rest of the page.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 left-4 z-[100] flex justify-end sm:left-auto"
    >
      <div className="flex w-full flex-col gap-2 sm:w-96">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
    </section>
  );
}
