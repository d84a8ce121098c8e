import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '#lib/use-countdown.ts';

/** "Expires in 29:59": how long the payer has to pay. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const seconds = useCountdown(expiresAt);
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <Clock aria-hidden className="size-4" />
      {seconds > 0 ? (
        <span>
          {t('payments.expiresIn')}{' '}
          <time
            dateTime={`PT${seconds}S`}
            className="font-semibold text-slate-900 tabular-nums dark:text-white"
          >
            {formatCountdown(seconds)}
          </time>
        </span>
      ) : (
        <span>{t('payments.expired')}</span>
      )}
    </p>
  );
}
