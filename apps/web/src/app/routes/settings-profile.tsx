import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '../../components/ui/query-state';
import { SettingsPageHeader } from '../../components/ui/settings-page-header';
import { useFiscalProfile } from '../../features/settings-profile/api/get-fiscal-profile';
import { useUserProfile } from '../../features/settings-profile/api/get-user-profile';
import { DisplayNameForm } from '../../features/settings-profile/components/display-name-form';
import { FiscalForm } from '../../features/settings-profile/components/fiscal-form';

/** /dashboard/settings/profile: display name, then fiscal or personal data. */
export default function SettingsProfileRoute() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const fiscal = useFiscalProfile();
  return (
    <div className="space-y-6">
      <SettingsPageHeader
        title={t('settings.profile')}
        description={t('settingsProfile.description')}
      />
      {profile.data ? (
        <DisplayNameForm displayName={profile.data.displayName} email={profile.data.email} />
      ) : profile.isError ? (
        <SectionLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <SectionLoader />
      )}
      {fiscal.data ? (
        <FiscalForm profile={fiscal.data} />
      ) : fiscal.isError ? (
        <SectionLoadError onRetry={() => void fiscal.refetch()} />
      ) : (
        <SectionLoader />
      )}
    </div>
  );
}
