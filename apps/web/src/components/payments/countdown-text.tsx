import { isOpenEnded } from '@incasso/shared/open-ended';
import { Clock } from 'lucide-react';
import { formatCountdown, useCountdown } from '#lib/use-countdown.ts';

interface CountdownTextProps {
  expiresAt: string;
  /** "Expires in", before the time left. */
  expiresInLabel: string;
  /** Shown once the time is up. */
  expiredLabel: string;
  /** "Pay by", before a deadline more than a day away, written as a date in `language`. */
  payByLabel: string;
  language: string;
}

/** Past a day a ticking "165:37:38" says little: the payer wants the day and the hour. */
const COUNTDOWN_LIMIT_S = 24 * 60 * 60;

function deadlineText(expiresAt: string, language: string): string {
  return new Date(expiresAt).toLocaleString(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * "Expires in 29:59", or "Pay by 4 Dec, 14:00" for a window longer than a day: how long the payer
 * has to pay. Its texts come from the caller. Nothing for a request that never times out (an
 * invoice's pay link).
 */
export function CountdownText(props: CountdownTextProps) {
  const { expiresAt, expiresInLabel, expiredLabel } = props;
  const seconds = useCountdown(expiresAt);
  if (isOpenEnded(expiresAt)) return null;
  if (seconds > COUNTDOWN_LIMIT_S) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <Clock aria-hidden className="size-4" />
        <span>
          {props.payByLabel}{' '}
          <time dateTime={expiresAt} className="font-semibold text-slate-900 dark:text-white">
            {deadlineText(expiresAt, props.language)}
          </time>
        </span>
      </p>
    );
  }
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
