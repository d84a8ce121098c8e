import { PAY_PAGE_LANGUAGES } from '@incasso/shared/pay-page';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { BrandMark } from '#components/ui/brand-mark.tsx';
import { usePayI18n } from '../i18n/pay-i18n-context';

/**
 * The brand and the language links. Plain links (`?lng=`) the server answers in that language,
 * so switching works without any script.
 */
export function PayHeader() {
  const { t, language } = usePayI18n();
  return (
    <header className="flex items-center justify-between gap-3 py-4">
      <BrandMark name={t('app.name')} className="text-slate-900 dark:text-white" />
      <nav aria-label={t('language.label')} className="flex gap-1 text-sm">
        {PAY_PAGE_LANGUAGES.map((code) => (
          <a
            key={code}
            href={`?lng=${code}`}
            lang={code}
            hrefLang={code}
            aria-current={code === language ? 'true' : undefined}
            className={clsx(
              'rounded-md px-2 py-1 font-medium',
              code === language
                ? 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {t(`language.${code}`)}
          </a>
        ))}
      </nav>
    </header>
  );
}

export function PayFooter() {
  const { t } = usePayI18n();
  return (
    <footer className="flex items-center justify-center gap-1.5 pb-6 text-xs text-slate-600 dark:text-slate-400">
      <ShieldCheck aria-hidden className="size-4" />
      {t('payPage.footer')}
    </footer>
  );
}
