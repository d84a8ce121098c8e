import type { Invitation } from '@incasso/shared/members';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useRevokeInvitation } from '../api/team';
import { date } from '#lib/format.ts';

/** Invitations sent and not yet accepted, each revocable until it is. */
export function InvitationsCard({
  invitations,
  canManage,
}: {
  invitations: Invitation[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <SectionCard title={t('team.invitationsTitle')} description={t('team.invitationsDescription')}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
                {invitation.email}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t(`team.roles.${invitation.role}`)} ·{' '}
                {t('team.expires', { date: date(invitation.expiresAt) })}
              </p>
            </div>
            {canManage && (
              <Button
                variant="secondary"
                size="sm"
                isBusy={revoke.isPending && revoke.variables === invitation.id}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () => toast.success(t('team.revoked', { email: invitation.email })),
                    onError: (error) => toast.error(errorMessage(t, error, 'team.actionFailed')),
                  })
                }
              >
                {t('team.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
