import { CircleAlert, Loader2, ShieldCheck } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '#components/ui/brand-logo.tsx';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { ThemeSwitcher } from '#components/ui/theme-switcher.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePublicPayment } from '../api/get-public-payment';
import { PayCard } from './pay-card';

/** /pay/:id: the hosted pay page, phone first. */
export function PayPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const payment = usePublicPayment(paymentId);
  const { refetch } = payment;
  const reload = useCallback(() => void refetch(), [refetch]);
  const isNotFound = payment.error instanceof ApiError && payment.error.status === 404;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4">
      <header className="flex items-center justify-between gap-3 py-4">
        <BrandLogo className="text-slate-900 dark:text-white" />
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="flex-1 pb-6">
        {payment.isPending ? (
          <>
            <h1 className="sr-only">{t('pages.pay')}</h1>
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-24 text-slate-500"
            >
              <Loader2 aria-hidden className="size-5 animate-spin" />
              {t('payPage.loading')}
            </p>
          </>
        ) : payment.isError ? (
          <div className="flex flex-col items-center gap-3 rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center dark:border-slate-800 dark:bg-slate-900">
            <CircleAlert aria-hidden className="size-10 text-slate-400" />
            <h1 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('pages.pay')}
            </h1>
            <p role="alert" className="text-sm text-slate-600 dark:text-slate-300">
              {isNotFound ? t('payPage.notFound') : t('payPage.loadFailed')}
            </p>
          </div>
        ) : (
          <PayCard payment={payment.data} onStatusMoved={reload} />
        )}
      </main>
      <footer className="flex items-center justify-center gap-1.5 pb-6 text-xs text-slate-500 dark:text-slate-400">
        <ShieldCheck aria-hidden className="size-4" />
        {t('payPage.footer')}
      </footer>
    </div>
  );
}
