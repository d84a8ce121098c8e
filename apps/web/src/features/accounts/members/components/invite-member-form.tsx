import {
  ASSIGNABLE_ROLES,
  InviteMemberInputSchema,
  type AssignableRole,
} from '@incasso/shared/members';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
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
  const form = useSchemaForm({
    schema: InviteMemberInputSchema,
    initial: { email: '', role: 'cashier' as AssignableRole },
    onSubmit: async (input, { values, reset }) => {
      await invite.mutateAsync(input);
      toast.success(t('team.invited', { email: input.email }));
      reset({ ...values, email: '' });
    },
    message: (key, field) =>
      field === 'email'
        ? t('team.invalidEmail')
        : t(`errors.${key}`, { defaultValue: t('errors.invalidInput') }),
  });
  const { role } = form.values;
  const isFull = limit !== null && used >= limit;
  // A refusal the server names no field for (the plan's limit, one already invited) is said
  // under the email too: it is the one thing to change.
  const emailError =
    form.errorOf('email') ??
    (form.failure === null ? undefined : errorMessage(t, form.failure, 'team.inviteFailed'));

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
          onSubmit={form.handleSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        >
          <TextField
            label={t('team.email')}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX}
            {...form.field('email')}
            error={emailError}
            required
          />
          <SelectField
            label={t('team.role')}
            value={role}
            onChange={(event) => form.set({ role: event.target.value as AssignableRole })}
          >
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`team.roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" isBusy={form.isSubmitting} className="sm:mt-6">
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
