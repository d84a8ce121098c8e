import { RegisterInputSchema, type AccountType } from '@incasso/shared/accounts/auth';
import { checkPasswordPolicy, PASSWORD_MAX_LENGTH } from '@incasso/shared/accounts/password-policy';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { register } from '../session-store';
import { AccountTypePicker } from './account-type-picker';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * SPEC section 2 and 4, Registration: step 1 email and password (score at least 2), step 2
 * account type with a back button; an error returns to step 1.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  // Set once the server took the registration: the next step is in the inbox.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Both steps are one form's values; the second sends them, and a refusal returns to the first,
  // where the email and password fields show what was wrong with them.
  const form = useSchemaForm({
    schema: RegisterInputSchema,
    initial: { email: '', password: '', accountType: 'private' as AccountType },
    toInput: (values) => ({ ...values, locale: currentLanguage() }),
    onInvalid: () => setStep(1),
    onSubmit: async (input, { values, reset }) => {
      await register(input);
      toast.success(t('notifications.registerSuccess'));
      setSentTo(input.email);
      reset({ ...values, password: '' });
    },
    onError: (error) => {
      toast.error(errorMessage(t, error, 'notifications.registerError'));
      setStep(1);
    },
  });

  function handleCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rules minus its common-password list: score ≥ 2 and 8 to 128 characters.
    if (checkPasswordPolicy(form.values.password) !== null) {
      toast.error(t('notifications.passwordTooWeak'));
      return;
    }
    setStep(2);
  }

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      aside={
        <p className="text-xs font-medium tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          {t('auth.register.stepOf', { current: step, total: 2 })}
        </p>
      }
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <TextLink to="/login">{t('auth.register.loginLink')}</TextLink>
        </>
      }
    >
      {sentTo ? (
        <div role="status" className="space-y-3 text-center">
          <MailCheck
            aria-hidden
            className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
          />
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('auth.register.checkInboxTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('auth.register.checkInboxBody', { email: sentTo })}
          </p>
        </div>
      ) : step === 1 ? (
        <form onSubmit={handleCredentials} className="space-y-5">
          <TextField
            label={t('auth.register.email')}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <div className="space-y-2">
            <TextField
              label={t('auth.register.password')}
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.field('password')}
              hint={t('auth.register.passwordHint')}
            />
            <PasswordStrengthMeter password={form.values.password} />
          </div>
          <Button type="submit" size="lg" className="w-full">
            {t('auth.register.next')}
          </Button>
        </form>
      ) : (
        <form onSubmit={form.handleSubmit} className="space-y-5">
          <AccountTypePicker
            value={form.values.accountType}
            onChange={(accountType) => form.set({ accountType })}
          />
          <div className="flex gap-3">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('auth.register.back')}
            </Button>
            <Button type="submit" size="lg" className="flex-1" isBusy={form.isSubmitting}>
              {t('auth.register.submit')}
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
