import {
  PASSWORD_SCORE_MAX,
  passwordStrengthLabel,
  passwordStrengthScore,
} from '@incasso/shared/accounts/password-strength';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

// Width is score × 25% (SPEC section 5); classes rather than inline styles keep the CSP strict.
// The meter is named "Strength", not "Password strength", so a "Password" label stays unique.
const WIDTHS = ['w-0', 'w-1/4', 'w-2/4', 'w-3/4', 'w-full'] as const;
const COLOURS = ['bg-rose-500', 'bg-rose-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrengthScore(password);
  const label = t(`auth.strength.${passwordStrengthLabel(score)}`);
  const text = t('auth.strength.label', { label });
  return (
    <div className="space-y-1.5">
      <div
        role="meter"
        aria-label={t('auth.strength.meter')}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_SCORE_MAX}
        aria-valuenow={score}
        aria-valuetext={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          data-score={score}
          className={clsx(
            'h-full rounded-full transition-all duration-300',
            WIDTHS[score],
            COLOURS[score],
          )}
        />
      </div>
      <p aria-hidden className="text-xs text-slate-600 dark:text-slate-400">
        {text}
      </p>
    </div>
  );
}
