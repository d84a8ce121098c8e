import { PASSWORDS_DO_NOT_MATCH } from '@incasso/shared/accounts/recovery';
import { checkPasswordPolicy, PASSWORD_MAX_LENGTH } from '@incasso/shared/accounts/password-policy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { PasswordStrengthMeter } from './password-strength-meter';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** Current password, a new one that meets the policy (with the strength meter) and its copy. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  // Field → the translation key of its message.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  function field(name: Field) {
    const error = errors[name];
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
      type: 'password',
      required: true,
      maxLength: PASSWORD_MAX_LENGTH,
      error: error ? t(error) : undefined,
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
    if (currentPassword === '') {
      setErrors({ currentPassword: 'settingsSecurity.password.required' });
      return;
    }
    if (checkPasswordPolicy(newPassword) !== null) {
      setErrors({ newPassword: 'errors.passwordTooWeak' });
      toast.error(t('notifications.passwordTooWeak'));
      return;
    }
    if (newPassword !== confirmPassword) {
      setErrors({ confirmPassword: `errors.${PASSWORDS_DO_NOT_MATCH}` });
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('settingsSecurity.password.changed'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.key === 'incorrectPassword') {
            setErrors({ currentPassword: 'errors.incorrectPassword' });
          }
          toast.error(errorMessage(t, error, 'settingsSecurity.password.notChanged'));
        },
      },
    );
  }

  return (
    <SectionCard
      title={t('settingsSecurity.password.title')}
      description={t('settingsSecurity.password.description')}
    >
      <form onSubmit={handleSubmit} noValidate className="max-w-md space-y-5">
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
          <PasswordStrengthMeter password={values.newPassword} />
        </div>
        <TextField
          label={t('settingsSecurity.password.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={change.isPending}>
            {t('settingsSecurity.password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
