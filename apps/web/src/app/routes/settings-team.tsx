import { useTranslation } from 'react-i18next';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo } from '#features/accounts/session-user.ts';
import { useTeam } from '#features/accounts/members/api/team.ts';
import { AuditLogCard } from '#features/accounts/members/components/audit-log-card.tsx';
import { InvitationsCard } from '#features/accounts/members/components/invitations-card.tsx';
import { InviteMemberForm } from '#features/accounts/members/components/invite-member-form.tsx';
import { LeaveTeamCard } from '#features/accounts/members/components/leave-team-card.tsx';
import { TeamMembersCard } from '#features/accounts/members/components/team-members-card.tsx';
import { TeamRulesCard } from '#features/accounts/members/components/team-rules-card.tsx';

/**
 * /dashboard/settings/team (issue 23): the merchant's people. A manager reads it; the owner
 * invites, changes roles, removes, hands ownership on, sets the team's rules and reads the log.
 */
export default function SettingsTeamRoute() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const team = useTeam();
  const canManage = user !== null && canDo(user, 'members.manage');
  const canAudit = user !== null && canDo(user, 'audit.read');
  const membership = user?.membership;
  return (
    <div className="space-y-6">
      <SettingsPageHeader title={t('settings.team')} description={t('team.description')} />
      {team.data ? (
        <>
          {canManage && (
            <InviteMemberForm
              used={team.data.members.length + team.data.invitations.length}
              limit={team.data.memberLimit}
            />
          )}
          <TeamMembersCard
            members={team.data.members}
            selfId={user?.id ?? null}
            canManage={canManage}
          />
          <InvitationsCard invitations={team.data.invitations} canManage={canManage} />
          {canManage && <TeamRulesCard requireTwoFactor={team.data.requireTwoFactor} />}
        </>
      ) : team.isError ? (
        <SectionLoadError onRetry={() => void team.refetch()} />
      ) : (
        <SectionLoader />
      )}
      {canAudit && <AuditLogCard />}
      {membership && membership.role !== 'owner' && (
        <LeaveTeamCard merchantName={membership.merchantName} />
      )}
    </div>
  );
}
