import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '../../components/ui/query-state';
import { SettingsPageHeader } from '../../components/ui/settings-page-header';
import { useUserProfile } from '../../features/settings-profile/api/get-user-profile';
import { useLoginHistory } from '../../features/settings-security/api/get-login-history';
import { ChangePasswordForm } from '../../features/settings-security/components/change-password-form';
import { LoginHistoryTable } from '../../features/settings-security/components/login-history-table';
import { TwoFactorCard } from '../../features/settings-security/components/two-factor-card';

/** /dashboard/settings/security: two-factor, password change, recent sign-ins. */
export default function SettingsSecurityRoute() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const history = useLoginHistory();
  return (
    <div className="space-y-6">
      <SettingsPageHeader
        title={t('settings.security')}
        description={t('settingsSecurity.description')}
      />
      {profile.data ? (
        <TwoFactorCard isEnabled={profile.data.tfaEnabled} />
      ) : profile.isError ? (
        <SectionLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <SectionLoader />
      )}
      <ChangePasswordForm />
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
