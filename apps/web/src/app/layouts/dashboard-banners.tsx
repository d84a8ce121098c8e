import { AnnouncementBanner } from '#features/announcements/components/announcement-banner.tsx';
import { UnverifiedEmailBanner } from '#features/accounts/components/unverified-email-banner.tsx';
import { useUserProfile } from '#features/accounts/api/get-user-profile.ts';

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
