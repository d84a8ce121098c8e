import { AnnouncementBanner } from '../../features/announcements/components/announcement-banner';
import { UnverifiedEmailBanner } from '../../features/email-verification/components/unverified-email-banner';
import { useUserProfile } from '../../features/settings-profile/api/get-user-profile';

/** Above every dashboard page: the first announcement, and the unconfirmed-email reminder. */
export function DashboardBanners() {
  const { data: profile } = useUserProfile();
  return (
    <div className="space-y-3 empty:hidden">
      <AnnouncementBanner />
      {profile && !profile.emailVerified && <UnverifiedEmailBanner email={profile.email} />}
    </div>
  );
}
