import { CircleAlert } from 'lucide-react';
import { usePayI18n } from '../i18n/pay-i18n-context';

/** No request to show: the link names none, or it could not be read just now. */
export function PayProblem({ kind }: { kind: 'notFound' | 'unavailable' }) {
  const { t } = usePayI18n();
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center dark:border-slate-800 dark:bg-slate-900">
      <CircleAlert aria-hidden className="size-10 text-slate-400" />
      <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('pages.pay')}</h1>
      <p role="alert" className="text-sm text-slate-600 dark:text-slate-300">
        {kind === 'notFound' ? t('payPage.notFound') : t('payPage.loadFailed')}
      </p>
    </div>
  );
}
