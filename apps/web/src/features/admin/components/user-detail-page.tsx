import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useAdminUser } from '../api/get-admin-user';
import { AdminLoadError } from './admin-load-error';
import { StatusBadge } from './status-badge';
import { UserActions } from './user-actions';
import { UserActivity } from './user-activity';
import { UserEditForm } from './user-edit-form';
import { UserAiSummaryPanel } from './user-ai-summary-panel';
import { UserOverview } from './user-overview';

/** /admin/users/:id: SPEC's User View and its management. */
export function UserDetailPage({
  userId,
  currentAdminId,
}: {
  userId: string;
  currentAdminId: string;
}) {
  const { t } = useTranslation();
  const user = useAdminUser(userId);
  const back = (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1 text-sm text-indigo-600 hover:underline dark:text-indigo-400"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('admin.user.back')}
    </Link>
  );
  if (user.isPending) return <SectionLoader />;
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {missing ? (
          <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
            {t('errors.userNotFound')}
          </p>
        ) : (
          <AdminLoadError messageKey="admin.user.loadError" onRetry={() => void user.refetch()} />
        )}
      </div>
    );
  }
  const { profile } = user.data;
  const isSelf = profile.id === currentAdminId;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{profile.email}</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <StatusBadge status={profile.status} />
            {t(`admin.accountType.${profile.accountType}`)} · {profile.planName}
            {profile.tfaEnabled && ` · ${t('admin.user.tfaOn')}`}
          </p>
        </div>
        <UserActions profile={profile} isSelf={isSelf} />
      </div>
      <UserEditForm key={profile.id} profile={profile} isSelf={isSelf} />
      <UserOverview detail={user.data} />
      <UserActivity detail={user.data} />
      <Link
        to={`/admin/audit?targetId=${profile.id}`}
        className="inline-block text-sm text-indigo-600 hover:underline dark:text-indigo-400"
      >
        {t('admin.user.auditTrail')}
      </Link>
      <UserAiSummaryPanel key={profile.id} userId={profile.id} />
    </div>
  );
}
