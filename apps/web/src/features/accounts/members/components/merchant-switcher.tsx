import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useSessionStore } from '../../session-store';
import { errorMessage } from '#i18n/error-message.ts';
import { switchTo } from '../api/team';

/**
 * The header's merchant and role: a picker for a person who works for several merchants, the
 * name and role alone for a member of one who is not its owner, nothing for a lone owner.
 */
export function MerchantSwitcher() {
  const { t } = useTranslation();
  const membership = useSessionStore((state) => state.user?.membership);
  const [isSwitching, setSwitching] = useState(false);
  if (!membership) return null;
  const { memberships } = membership;
  if (memberships.length <= 1 && membership.role === 'owner') return null;
  const role = t(`team.roles.${membership.role}`);

  if (memberships.length <= 1) {
    return (
      <span className="inline-flex max-w-56 items-center gap-1.5 truncate px-2 text-sm text-slate-600 dark:text-slate-300">
        <Building2 aria-hidden className="size-4 shrink-0" />
        <span className="truncate">
          {t('team.actingAs', { name: membership.merchantName, role })}
        </span>
      </span>
    );
  }

  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <Building2 aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{t('team.switchMerchant')}</span>
      <select
        value={membership.merchantId}
        disabled={isSwitching}
        onChange={(event) => {
          setSwitching(true);
          switchTo(event.target.value).catch((error: unknown) => {
            setSwitching(false);
            toast.error(errorMessage(t, error, 'team.switchFailed'));
          });
        }}
        className="h-8 max-w-52 truncate rounded-lg border border-slate-200 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {memberships.map((choice) => (
          <option key={choice.merchantId} value={choice.merchantId}>
            {t('team.merchantChoice', {
              name: choice.merchantName,
              role: t(`team.roles.${choice.role}`),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
