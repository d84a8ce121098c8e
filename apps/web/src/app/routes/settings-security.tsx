import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { useUserProfile } from '#features/accounts/api/get-user-profile.ts';
import { useLoginHistory } from '#features/accounts/api/get-login-history.ts';
import { ChangePasswordForm } from '#features/accounts/components/change-password-form.tsx';
import { LoginHistoryTable } from '#features/accounts/components/login-history-table.tsx';
import { PasskeysCard } from '#features/accounts/components/passkeys-card.tsx';
import { SecurityAnalysisCard } from '#features/accounts/components/security-analysis-card.tsx';
import { TwoFactorCard } from '#features/accounts/components/two-factor-card.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo } from '#features/accounts/session-user.ts';
import { LeaveTeamCard } from '#features/accounts/members/components/leave-team-card.tsx';

/** /dashboard/settings/security: two-factor, password change, the security analysis, sign-ins. */
export default function SettingsSecurityRoute() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const history = useLoginHistory();
  const user = useSessionStore((state) => state.user);
  // A member who cannot open the Team page (a cashier) leaves the shop from here.
  const membership = user?.membership;
  const leavesHere =
    user !== null && membership && membership.role !== 'owner' && !canDo(user, 'members.read');
  return (
    <div className="space-y-6">
      <SettingsPageHeader
        title={t('settings.security')}
        description={t('settingsSecurity.description')}
      />
      {profile.data ? (
        <TwoFactorCard isEnabled={profile.data.tfaEnabled} />
      ) : profile.isError ? (
        <SectionLoadError
          message={t('notifications.profileLoadError')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <SectionLoader />
      )}
      <PasskeysCard />
      <ChangePasswordForm />
      {leavesHere && <LeaveTeamCard merchantName={membership.merchantName} />}
      <SecurityAnalysisCard />
      {history.data ? (
        <LoginHistoryTable entries={history.data} />
      ) : history.isError ? (
        <SectionLoadError onRetry={() => void history.refetch()} />
      ) : (
        <SectionLoader />
      )}
    </div>
  );
}
