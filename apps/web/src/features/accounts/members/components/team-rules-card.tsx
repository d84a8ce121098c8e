import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useRequireTwoFactor } from '../api/team';

/** The owner's rule for everyone: two-factor required to work for this merchant. */
export function TeamRulesCard({ requireTwoFactor }: { requireTwoFactor: boolean }) {
  const { t } = useTranslation();
  const update = useRequireTwoFactor();
  return (
    <SectionCard title={t('team.rulesTitle')} description={t('team.rulesDescription')}>
      <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600"
          checked={requireTwoFactor}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(event.target.checked, {
              onSuccess: () =>
                toast.success(
                  event.target.checked ? t('team.twoFactorRequired') : t('team.twoFactorOptional'),
                ),
              onError: (error) => toast.error(errorMessage(t, error, 'team.actionFailed')),
            })
          }
        />
        <span>
          <span className="font-medium">{t('team.requireTwoFactor')}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {t('team.requireTwoFactorHint')}
          </span>
        </span>
      </label>
    </SectionCard>
  );
}
