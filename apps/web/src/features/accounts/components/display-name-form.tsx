import { DISPLAY_NAME_MAX } from '@incasso/shared/accounts/auth';
import { UpdateProfileInputSchema } from '@incasso/shared/accounts/profile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../field-errors';

interface DisplayNameFormProps {
  displayName: string;
  email: string;
}

/** SPEC section 2, settings: the display name, with 'profile updated' / 'not updated' notices. */
export function DisplayNameForm({ displayName, email }: DisplayNameFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(displayName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateProfileInputSchema.safeParse({ displayName: value });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (profile) => {
        setValue(profile.displayName);
        toast.success(t('settingsProfile.updated'));
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(t('settingsProfile.notUpdated'));
      },
    });
  }

  const error = errors['displayName'];
  return (
    <SectionCard
      title={t('settingsProfile.identityTitle')}
      description={t('settingsProfile.identityDescription')}
    >
      <form onSubmit={handleSubmit} noValidate className="max-w-xl space-y-5">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('settingsProfile.email')}
          </p>
          <p className="truncate text-sm text-slate-900 dark:text-white">{email}</p>
        </div>
        <TextField
          label={t('settingsProfile.displayName')}
          hint={t('settingsProfile.displayNameHint')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          required
          error={error ? t(`settingsProfile.fieldErrors.${error}`) : undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={update.isPending}>
            {t('settingsProfile.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
