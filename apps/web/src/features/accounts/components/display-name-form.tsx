import { DISPLAY_NAME_MAX } from '@incasso/shared/accounts/auth';
import { UpdateProfileInputSchema } from '@incasso/shared/accounts/profile';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile';

interface DisplayNameFormProps {
  displayName: string;
  email: string;
}

/** SPEC section 2, settings: the display name, with 'profile updated' / 'not updated' notices. */
export function DisplayNameForm({ displayName, email }: DisplayNameFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm({
    schema: UpdateProfileInputSchema,
    initial: { displayName },
    onSubmit: async (input, { reset }) => {
      const profile = await update.mutateAsync(input);
      reset({ displayName: profile.displayName });
      toast.success(t('settingsProfile.updated'));
    },
    onError: () => toast.error(t('settingsProfile.notUpdated')),
    message: (key) => t(`settingsProfile.fieldErrors.${key}`),
  });

  return (
    <SectionCard
      title={t('settingsProfile.identityTitle')}
      description={t('settingsProfile.identityDescription')}
    >
      <form onSubmit={form.handleSubmit} noValidate className="max-w-xl space-y-5">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('settingsProfile.email')}
          </p>
          <p className="truncate text-sm text-slate-900 dark:text-white">{email}</p>
        </div>
        <TextField
          label={t('settingsProfile.displayName')}
          hint={t('settingsProfile.displayNameHint')}
          {...form.field('displayName')}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          required
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={form.isSubmitting}>
            {t('settingsProfile.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
