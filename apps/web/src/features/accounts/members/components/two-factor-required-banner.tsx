import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The team requires two-factor and this person has none: what to do, above the Security page. */
export function TwoFactorRequiredBanner({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <ShieldAlert aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-300" />
      <p className="text-sm text-amber-900 dark:text-amber-100">
        <span className="font-semibold">{t('team.setupRequiredTitle')}</span>{' '}
        {t('team.setupRequiredBody', { name: merchantName })}
      </p>
    </section>
  );
}
