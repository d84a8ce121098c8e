import {
  ASSIGNABLE_ROLES,
  InviteMemberInputSchema,
  type AssignableRole,
} from '@incasso/shared/members';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useInviteMember } from '../api/team';

interface InviteMemberFormProps {
  /** Members and open invitations together; the plan's limit, null for none. */
  used: number;
  limit: number | null;
}

/** Invites a person by email with a role; the emailed link lets them sign in or register. */
export function InviteMemberForm({ used, limit }: InviteMemberFormProps) {
  const { t } = useTranslation();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('cashier');
  const [error, setError] = useState<string | null>(null);
  const isFull = limit !== null && used >= limit;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = InviteMemberInputSchema.safeParse({ email: email.trim(), role });
    if (!parsed.success) {
      setError(t('team.invalidEmail'));
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('team.invited', { email: parsed.data.email }));
        setEmail('');
      },
      onError: (failure) => setError(errorMessage(t, failure, 'team.inviteFailed')),
    });
  }

  return (
    <SectionCard
      title={t('team.inviteTitle')}
      description={
        limit === null
          ? t('team.inviteDescription')
          : t('team.inviteDescriptionLimited', { used, limit })
      }
    >
      {isFull ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('team.limitReached')}</p>
      ) : (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        >
          <TextField
            label={t('team.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
            required
          />
          <SelectField
            label={t('team.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as AssignableRole)}
          >
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`team.roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" isBusy={invite.isPending} className="sm:mt-6">
            {t('team.invite')}
          </Button>
          <p className="text-xs text-slate-600 sm:col-span-3 dark:text-slate-400">
            {t(`team.roleHints.${role}`)}
          </p>
        </form>
      )}
    </SectionCard>
  );
}
