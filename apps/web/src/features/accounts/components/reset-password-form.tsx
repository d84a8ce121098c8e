import { checkPasswordPolicy, PASSWORD_MAX_LENGTH } from '@incasso/shared/accounts/password-policy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Reached from the emailed link `/reset-password?token=...`. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isMismatch, setIsMismatch] = useState(false);
  const reset = useResetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setIsMismatch(true);
      return;
    }
    setIsMismatch(false);
    if (checkPasswordPolicy(password) !== null) {
      toast.error(t('notifications.passwordTooWeak'));
      return;
    }
    reset.mutate(
      { token, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          toast.success(t('notifications.resetSuccess'));
          void navigate('/login');
        },
        onError: (error) => toast.error(errorMessage(t, error, 'notifications.resetError')),
      },
    );
  }

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
      <form onSubmit={handleSubmit} className="space-y-5">
        <div className="space-y-2">
          <TextField
            label={t('auth.reset.password')}
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <TextField
          label={t('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={isMismatch ? t('auth.reset.mismatch') : undefined}
        />
        <Button type="submit" size="lg" className="w-full" isBusy={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
