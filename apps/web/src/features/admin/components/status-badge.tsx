import type { UserStatus } from '@incasso/shared/accounts/auth';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<UserStatus, string> = {
  active: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  suspended: 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300',
  pending: 'bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', TONES[status])}>
      {t(`admin.status.${status}`)}
    </span>
  );
}
