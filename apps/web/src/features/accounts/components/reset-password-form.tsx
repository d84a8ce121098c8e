import { checkPasswordPolicy, PASSWORD_MAX_LENGTH } from '@incasso/shared/accounts/password-policy';
import {
  PASSWORDS_DO_NOT_MATCH,
  ResetPasswordInputSchema,
} from '@incasso/shared/accounts/recovery';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Reached from the emailed link `/reset-password?token=...`. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm({
    schema: ResetPasswordInputSchema,
    initial: { password: '', confirmPassword: '' },
    check: ({ password, confirmPassword }) =>
      password === confirmPassword ? {} : { confirmPassword: PASSWORDS_DO_NOT_MATCH },
    toInput: (values) => ({ token, ...values }),
    onSubmit: async (input) => {
      // The policy's refusal is a toast: the meter under the field already says why.
      if (checkPasswordPolicy(input.password) !== null) {
        toast.error(t('notifications.passwordTooWeak'));
        return;
      }
      await reset.mutateAsync(input);
      toast.success(t('notifications.resetSuccess'));
      void navigate('/login');
    },
    onError: (error) => toast.error(errorMessage(t, error, 'notifications.resetError')),
    message: (key) =>
      key === PASSWORDS_DO_NOT_MATCH ? t('auth.reset.mismatch') : t(`errors.${key}`),
  });

  const footer = <TextLink to="/login">{t('auth.forgot.backToLogin')}</TextLink>;
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')} footer={footer}>
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {t('auth.reset.missingToken')}{' '}
          <TextLink to="/forgot-password">{t('auth.reset.requestNew')}</TextLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} footer={footer}>
      <form onSubmit={form.handleSubmit} className="space-y-5">
        <div className="space-y-2">
          <TextField
            label={t('auth.reset.password')}
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...form.field('password')}
          />
          <PasswordStrengthMeter password={form.values.password} />
        </div>
        <TextField
          label={t('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" isBusy={form.isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
