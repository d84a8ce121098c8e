import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { useFiscalProfile } from '#features/accounts/api/get-fiscal-profile.ts';
import { useUserProfile } from '#features/accounts/api/get-user-profile.ts';
import { DisplayNameForm } from '#features/accounts/components/display-name-form.tsx';
import { FiscalForm } from '#features/accounts/components/fiscal-form.tsx';
import { TimeZoneForm } from '#features/accounts/components/time-zone-form.tsx';

/** /dashboard/settings/profile: display name, time zone, then fiscal or personal data. */
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
        <>
          <DisplayNameForm displayName={profile.data.displayName} email={profile.data.email} />
          <TimeZoneForm timeZone={profile.data.timeZone} />
        </>
      ) : profile.isError ? (
        <SectionLoadError
          message={t('notifications.profileLoadError')}
          onRetry={() => void profile.refetch()}
        />
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
