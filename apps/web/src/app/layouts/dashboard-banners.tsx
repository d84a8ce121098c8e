import { AnnouncementBanner } from '#features/announcements/components/announcement-banner.tsx';
import { UnverifiedEmailBanner } from '#features/accounts/components/unverified-email-banner.tsx';
import { useUserProfile } from '#features/accounts/api/get-user-profile.ts';
import { TwoFactorRequiredBanner } from '#features/accounts/members/components/two-factor-required-banner.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';

/**
 * Above every dashboard page: a team's two-factor requirement not yet met, the first
 * announcement, and the unconfirmed-email reminder.
 */
export function DashboardBanners() {
  const { data: profile } = useUserProfile();
  const membership = useSessionStore((state) => state.user?.membership);
  return (
    <div className="space-y-3 empty:hidden">
      {membership?.twoFactorSetupRequired && (
        <TwoFactorRequiredBanner merchantName={membership.merchantName} />
      )}
      <AnnouncementBanner />
      {profile && !profile.emailVerified && <UnverifiedEmailBanner email={profile.email} />}
    </div>
  );
}
