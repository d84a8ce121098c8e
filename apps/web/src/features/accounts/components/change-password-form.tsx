import {
  ChangePasswordInputSchema,
  INCORRECT_PASSWORD,
  PASSWORDS_DO_NOT_MATCH,
} from '@incasso/shared/accounts/recovery';
import {
  checkPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_WEAK,
} from '@incasso/shared/accounts/password-policy';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { PasswordStrengthMeter } from './password-strength-meter';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import type { FieldErrors } from '#lib/forms/field-errors.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** One refusal at a time, in the order the fields are filled in. */
function check({ currentPassword, newPassword, confirmPassword }: typeof EMPTY): FieldErrors {
  if (currentPassword === '') return { currentPassword: 'required' };
  if (checkPasswordPolicy(newPassword) !== null) return { newPassword: PASSWORD_TOO_WEAK };
  if (newPassword !== confirmPassword) return { confirmPassword: PASSWORDS_DO_NOT_MATCH };
  return {};
}

/** Current password, a new one that meets the policy (with the strength meter) and its copy. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm({
    schema: ChangePasswordInputSchema,
    initial: EMPTY,
    check,
    toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    onInvalid: (errors) => {
      if (errors.newPassword) toast.error(t('notifications.passwordTooWeak'));
    },
    onSubmit: async (input, { reset }) => {
      await change.mutateAsync(input);
      reset(EMPTY);
      toast.success(t('settingsSecurity.password.changed'));
    },
    onError: (error, _fields, { setErrors }) => {
      if (error instanceof ApiError && error.key === INCORRECT_PASSWORD) {
        setErrors({ currentPassword: INCORRECT_PASSWORD });
      }
      toast.error(errorMessage(t, error, 'settingsSecurity.password.notChanged'));
    },
    message: (key) =>
      key === 'required' ? t('settingsSecurity.password.required') : t(`errors.${key}`),
  });

  function field(name: Field) {
    return {
      ...form.field(name),
      type: 'password',
      required: true,
      maxLength: PASSWORD_MAX_LENGTH,
    };
  }

  return (
    <SectionCard
      title={t('settingsSecurity.password.title')}
      description={t('settingsSecurity.password.description')}
    >
      <form onSubmit={form.handleSubmit} noValidate className="max-w-md space-y-5">
        <TextField
          label={t('settingsSecurity.password.current')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div className="space-y-2">
          <TextField
            label={t('settingsSecurity.password.new')}
            hint={t('settingsSecurity.password.policy')}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
        </div>
        <TextField
          label={t('settingsSecurity.password.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={form.isSubmitting}>
            {t('settingsSecurity.password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
