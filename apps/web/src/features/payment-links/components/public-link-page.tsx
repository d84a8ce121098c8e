import type { PublicPaymentLink } from '@incasso/shared/payment-links';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '#components/ui/brand-logo.tsx';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePublicLink } from '../api/get-public-link';
import { amountText } from './amount-text';
import { PublicLinkForm } from './public-link-form';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="space-y-2 text-center">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}

function LinkBody({ link, typed }: { link: PublicPaymentLink; typed: string }) {
  const { t } = useTranslation();
  if (link.state !== 'active') {
    return (
      <Notice
        title={t(`paymentLinks.public.${link.state}Title`)}
        text={t(`paymentLinks.public.${link.state}Text`, { merchant: link.merchantName })}
      />
    );
  }
  return (
    <div className="space-y-6">
      <header className="space-y-2 text-center">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {t('paymentLinks.public.payTo', { merchant: link.merchantName })}
        </p>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{link.title}</h1>
        {link.description && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{link.description}</p>
        )}
        {link.amount.kind === 'fixed' && (
          <p className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {amountText(t, link.amount, link.currency)}
          </p>
        )}
      </header>
      <PublicLinkForm link={link} typed={typed} />
    </div>
  );
}

/**
 * /l/:slug: a payment link as its payer opens it (or the button sends them), public. The payer
 * types the amount if the link asks for one, then goes on to the new request's pay page.
 */
export function PublicLinkPage({ slug, typed }: { slug: string; typed: string }) {
  const { t } = useTranslation();
  const query = usePublicLink(slug);
  const isGone = query.error instanceof ApiError && query.error.status < 500;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center justify-between gap-3 p-4 sm:p-6">
        <BrandLogo className="text-slate-900 dark:text-white" />
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {query.isPending ? (
            <p className="text-center text-sm text-slate-600 dark:text-slate-300">
              {t('app.loading')}
            </p>
          ) : query.isError ? (
            <Notice
              title={t(isGone ? 'paymentLinks.public.goneTitle' : 'paymentLinks.public.errorTitle')}
              text={t(isGone ? 'paymentLinks.public.goneText' : 'paymentLinks.public.errorText')}
            />
          ) : (
            <LinkBody link={query.data} typed={typed} />
          )}
        </div>
      </main>
    </div>
  );
}
