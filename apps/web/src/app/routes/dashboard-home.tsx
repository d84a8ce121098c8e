import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#features/accounts/session-store.ts';

// The welcome comes with the dashboard; the rest (creator, chart, lists) in a chunk of its own.
const DashboardHomePanel = lazy(() => import('./dashboard-home-panel'));

/** /dashboard (SPEC section 2): welcome, revenue trend, latest transactions, payment creator. */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.user?.displayName);
  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {name ? t('home.welcomeNamed', { name }) : t('home.welcome')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('home.intro')}</p>
      </header>
      <Suspense fallback={<Loader2 aria-hidden className="size-5 animate-spin text-slate-400" />}>
        <DashboardHomePanel />
      </Suspense>
    </section>
  );
}
