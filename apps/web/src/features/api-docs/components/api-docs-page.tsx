import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '#components/ui/brand-logo.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { ThemeSwitcher } from '#components/ui/theme-switcher.tsx';
import { CreatePaymentEndpoint } from './create-payment-endpoint';

/** The public API documentation (SPEC section 2, /api-docs). */
export function ApiDocsPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLogo className="text-slate-900 dark:text-white" />
          <div className="flex items-center gap-2">
            <Link to="/login" className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('apiDocs.backToApp')}
            </Link>
            <ThemeSwitcher />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-14 px-4 py-10 sm:px-6">
        <div className="space-y-3">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('apiDocs.title')}
          </h1>
          <p className="max-w-2xl text-slate-600 dark:text-slate-300">{t('apiDocs.intro')}</p>
          <nav aria-label={t('apiDocs.sections')} className="flex gap-4 pt-2 text-sm">
            <a
              href="#authentication"
              className="text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {t('apiDocs.authentication.title')}
            </a>
            <a href="#endpoints" className="text-indigo-600 hover:underline dark:text-indigo-400">
              {t('apiDocs.endpoints.title')}
            </a>
          </nav>
        </div>
        <section
          id="authentication"
          aria-labelledby="authentication-title"
          className="scroll-mt-24 space-y-4"
        >
          <h2
            id="authentication-title"
            className="text-xl font-semibold text-slate-900 dark:text-white"
          >
            {t('apiDocs.authentication.title')}
          </h2>
          <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            {t('apiDocs.authentication.body')}
          </p>
          <p className="flex items-center gap-2 text-sm">
            <KeyRound aria-hidden className="size-4 text-indigo-600 dark:text-indigo-400" />
            <TextLink to="/dashboard/settings/developer">
              {t('apiDocs.authentication.getKey')}
            </TextLink>
          </p>
        </section>
        <section
          id="endpoints"
          aria-labelledby="endpoints-title"
          className="scroll-mt-24 space-y-6"
        >
          <h2 id="endpoints-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('apiDocs.endpoints.title')}
          </h2>
          <CreatePaymentEndpoint />
        </section>
      </main>
    </div>
  );
}
