import { OPENAPI_DOCUMENT_PATH } from '@incasso/shared/openapi';
import { ArrowLeft, FileJson } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '#components/ui/brand-logo.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { ThemeSwitcher } from '#components/ui/theme-switcher.tsx';
import { useOpenApiDocument } from '../api/get-openapi-document';
import { AuthenticationSection } from './authentication-section';
import { EndpointsSection } from './endpoints-section';
import { WebhooksSection } from './webhooks-section';

const SECTIONS = [
  { id: 'authentication', titleKey: 'apiDocs.authentication.title' },
  { id: 'endpoints', titleKey: 'apiDocs.endpoints.title' },
  { id: 'webhooks', titleKey: 'apiDocs.webhooks.title' },
] as const;

const linkClasses = 'text-indigo-600 hover:underline dark:text-indigo-400';

/** The public API documentation (SPEC section 2, /api-docs), drawn from the OpenAPI document. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  const { data: document, isPending, isError, refetch } = useOpenApiDocument();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLogo className="text-slate-900 dark:text-white" />
          <div className="flex items-center gap-2">
            <Link to="/login" className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden className="size-4" />
              {/* Narrow screens keep the arrow, so the theme and language controls still fit. */}
              <span className="sr-only sm:not-sr-only">{t('apiDocs.backToApp')}</span>
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
          <nav
            aria-label={t('apiDocs.sections')}
            className="flex flex-wrap gap-x-4 gap-y-2 pt-2 text-sm"
          >
            {SECTIONS.map((section) => (
              <a key={section.id} href={`#${section.id}`} className={linkClasses}>
                {t(section.titleKey)}
              </a>
            ))}
            <a
              href={`${String(import.meta.env.VITE_API_URL ?? '')}${OPENAPI_DOCUMENT_PATH}`}
              className={`${linkClasses} inline-flex items-center gap-1`}
            >
              <FileJson aria-hidden className="size-4" />
              {t('apiDocs.openApiLink')}
            </a>
          </nav>
        </div>
        {isPending ? (
          <SectionLoader />
        ) : isError ? (
          <SectionLoadError onRetry={() => void refetch()} />
        ) : (
          <>
            <AuthenticationSection document={document} />
            <EndpointsSection document={document} />
          </>
        )}
        <WebhooksSection />
      </main>
    </div>
  );
}
