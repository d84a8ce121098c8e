import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The heading comes with the dashboard; the creator, with its schemas, chain registry and QR
// code, follows in a chunk of its own.
const PaymentsPanel = lazy(() => import('./payments-panel'));

/** /dashboard: the payment creator, or the way to add a first wallet. */
export function PaymentsRoute() {
  const { t } = useTranslation();
  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {t('pages.payments')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.intro')}</p>
      </header>
      <Suspense fallback={<Loader2 aria-hidden className="size-5 animate-spin text-slate-400" />}>
        <PaymentsPanel />
      </Suspense>
    </section>
  );
}
