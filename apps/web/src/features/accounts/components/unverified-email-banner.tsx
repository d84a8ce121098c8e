import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResendLinkButton } from './resend-link-button';

/** A reminder on dashboard pages while the account's email is not confirmed. */
export function UnverifiedEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('emailVerification.bannerLabel')}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <MailWarning aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-300" />
      <p className="flex-1 text-sm text-amber-900 dark:text-amber-100">
        <span className="font-semibold">{t('emailVerification.bannerTitle')}</span>{' '}
        {t('emailVerification.bannerBody', { email })}
      </p>
      <ResendLinkButton />
    </section>
  );
}
