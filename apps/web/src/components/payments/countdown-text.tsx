import { isOpenEnded } from '@incasso/shared/payments';
import { Clock } from 'lucide-react';
import { formatCountdown, useCountdown } from '#lib/use-countdown.ts';

interface CountdownTextProps {
  expiresAt: string;
  /** "Expires in", before the time left. */
  expiresInLabel: string;
  /** Shown once the time is up. */
  expiredLabel: string;
}

/**
 * "Expires in 29:59": how long the payer has to pay. Its texts come from the caller. Nothing for
 * a request that never times out (an invoice's pay link).
 */
export function CountdownText({ expiresAt, expiresInLabel, expiredLabel }: CountdownTextProps) {
  const seconds = useCountdown(expiresAt);
  if (isOpenEnded(expiresAt)) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <Clock aria-hidden className="size-4" />
      {seconds > 0 ? (
        <span>
          {expiresInLabel}{' '}
          <time
            dateTime={`PT${seconds}S`}
            className="font-semibold text-slate-900 tabular-nums dark:text-white"
          >
            {formatCountdown(seconds)}
          </time>
        </span>
      ) : (
        <span>{expiredLabel}</span>
      )}
    </p>
  );
}
