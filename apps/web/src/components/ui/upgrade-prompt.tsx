import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './button-classes';

/** Shown on paid pages to free users, with the way to upgrade (SPEC section 2). */
export function UpgradePrompt() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-emerald-50 p-8 text-center dark:border-indigo-500/30 dark:from-indigo-500/10 dark:to-emerald-500/10">
      <Sparkles aria-hidden className="mx-auto size-8 text-indigo-600 dark:text-indigo-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
        {t('upgrade.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('upgrade.body')}</p>
      <Link
        to="/dashboard/settings/subscription"
        className={buttonClasses('primary', 'md', 'mt-6')}
      >
        {t('upgrade.cta')}
      </Link>
    </section>
  );
}
