import { ASSIGNABLE_ROLES, type AssignableRole, type Member } from '@incasso/shared/members';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeRole, useRemoveMember, useTransferOwnership } from '../api/team';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { date } from '#lib/format.ts';

interface TeamMembersCardProps {
  members: Member[];
  /** The signed-in person, whose own row offers no actions on themself. */
  selfId: string | null;
  /** The role may change roles, remove members and (as owner) hand ownership on. */
  canManage: boolean;
}

type Pending = { kind: 'remove' | 'transfer'; member: Member } | null;

/** The merchant's people, their roles and two-factor state; the owner changes and removes. */
export function TeamMembersCard({ members, selfId, canManage }: TeamMembersCardProps) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [pending, setPending] = useState<Pending>(null);

  function onRoleChange(member: Member, role: AssignableRole) {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(t('team.roleChanged', { email: member.email })),
        onError: (error) => toast.error(errorMessage(t, error, 'team.actionFailed')),
      },
    );
  }

  function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    const mutation = kind === 'remove' ? remove : transfer;
    mutation.mutate(member.userId, {
      onSuccess: () => {
        setPending(null);
        toast.success(
          t(kind === 'remove' ? 'team.removed' : 'team.transferred', { email: member.email }),
        );
      },
      onError: (error) => toast.error(errorMessage(t, error, 'team.actionFailed')),
    });
  }

  return (
    <SectionCard title={t('team.membersTitle')} description={t('team.membersDescription')}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {members.map((member) => {
          const isSelf = member.userId === selfId;
          const editable = canManage && !isSelf && member.role !== 'owner';
          return (
            <li
              key={member.userId}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
                  {member.displayName || member.email}
                  {isSelf && (
                    <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                      {t('team.you')}
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                  {member.email} · {t('team.joined', { date: date(member.joinedAt) })}
                </p>
                <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                  {member.twoFactorEnabled ? (
                    <ShieldCheck aria-hidden className="size-3.5 text-emerald-600" />
                  ) : (
                    <ShieldOff aria-hidden className="size-3.5 text-amber-600" />
                  )}
                  {member.twoFactorEnabled ? t('team.twoFactorOn') : t('team.twoFactorOff')}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {editable ? (
                  <label className="text-sm">
                    <span className="sr-only">{t('team.roleOf', { email: member.email })}</span>
                    <select
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) =>
                        onRoleChange(member, event.target.value as AssignableRole)
                      }
                      className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                    >
                      {ASSIGNABLE_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`team.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    {t(`team.roles.${member.role}`)}
                  </span>
                )}
                {editable && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPending({ kind: 'transfer', member })}
                    >
                      {t('team.makeOwner')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPending({ kind: 'remove', member })}
                    >
                      {t('team.remove')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        cancelLabel={t('team.cancel')}
        danger
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'transfer' ? t('team.transferTitle') : t('team.removeTitle')}
        description={
          pending?.kind === 'transfer'
            ? t('team.transferDescription', { email: pending.member.email })
            : t('team.removeDescription', { email: pending?.member.email ?? '' })
        }
        confirmLabel={pending?.kind === 'transfer' ? t('team.makeOwner') : t('team.remove')}
        isBusy={remove.isPending || transfer.isPending}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
