import {
  InvitationPreviewSchema,
  MembershipSchema,
  MerchantAuditPageSchema,
  TeamSchema,
  type AssignableRole,
  type InvitationPreview,
  type InviteMemberInput,
  type Membership,
  type MerchantAuditEntry,
  type Team,
} from '@incasso/shared/members';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { reloadAs } from '../reload';

// The active merchant's team (GET /api/team and its writes, decision note 091). Every write
// answers with the whole team, or nothing, after which the team is read again.

const TEAM_KEY = ['team'] as const;

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: TEAM_KEY,
    queryFn: async (): Promise<Team> => TeamSchema.parse(await api.get('/api/team')),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

export const teamAuditQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'audit'],
    queryFn: async (): Promise<MerchantAuditEntry[]> =>
      MerchantAuditPageSchema.parse(await api.get('/api/team/audit')).entries,
  });

export function useTeamAudit(enabled: boolean) {
  return useQuery({ ...teamAuditQueryOptions(), enabled });
}

/** A write on the team: the answer (when a team) replaces it, and the audit log is read again. */
function useTeamWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      const team = TeamSchema.safeParse(answer);
      if (team.success) queryClient.setQueryData(TEAM_KEY, team.data);
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
  });
}

export const useInviteMember = () =>
  useTeamWrite((input: InviteMemberInput) => api.post('/api/team/invitations', input));

export const useRevokeInvitation = () =>
  useTeamWrite((id: string) => api.request(`/api/team/invitations/${id}`, { method: 'DELETE' }));

export const useChangeRole = () =>
  useTeamWrite(({ userId, role }: { userId: string; role: AssignableRole }) =>
    api.request(`/api/team/members/${userId}`, { method: 'PATCH', body: { role } }),
  );

export const useRemoveMember = () =>
  useTeamWrite((userId: string) =>
    api.request(`/api/team/members/${userId}`, { method: 'DELETE' }),
  );

export const useTransferOwnership = () =>
  useTeamWrite((userId: string) => api.post('/api/team/transfer-ownership', { userId }));

export const useRequireTwoFactor = () =>
  useTeamWrite((requireTwoFactor: boolean) =>
    api.request('/api/team/settings', { method: 'PUT', body: { requireTwoFactor } }),
  );

/** POST /api/team/leave: the person stops working for the session's merchant. */
export async function leaveTeam(): Promise<void> {
  await api.post('/api/team/leave');
}

/** PUT /api/session/merchant: the session acts for another merchant the person belongs to. */
export async function switchMerchant(merchantId: string): Promise<void> {
  await api.request('/api/session/merchant', { method: 'PUT', body: { merchantId } });
}

/** POST /api/invitations/preview: what the link invites to, before anyone signs in. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  return InvitationPreviewSchema.parse(await api.post('/api/invitations/preview', { token }));
}

/** POST /api/invitations/accept: the signed-in person joins; the session acts for the merchant. */
export async function acceptInvitation(token: string): Promise<Membership> {
  return MembershipSchema.parse(await api.post('/api/invitations/accept', { token }));
}

/** Acts for another of the person's merchants; the page loads again as that merchant. */
export async function switchTo(merchantId: string): Promise<void> {
  await switchMerchant(merchantId);
  reloadAs('/dashboard');
}
