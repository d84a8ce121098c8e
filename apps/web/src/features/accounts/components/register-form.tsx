import type { AccountType } from '@incasso/shared/accounts/auth';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<AccountType>('private');
  const [isBusy, setIsBusy] = useState(false);
  // Set once the server took the registration: the next step is in the inbox.
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rules minus its common-password list: score ≥ 2 and 8 to 128 characters.
    if (checkPasswordPolicy(password) !== null) {
      toast.error(t('notifications.passwordTooWeak'));
      return;
    }
    setStep(2);
  }

  async function handleAccountType(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await register({ email, password, accountType, locale: currentLanguage() });
      toast.success(t('notifications.registerSuccess'));
      setSentTo(email.trim().toLowerCase());
      setPassword('');
    } catch (error) {
      toast.error(errorMessage(t, error, 'notifications.registerError'));
      setStep(1);
    } finally {
      setIsBusy(false);
    }
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="space-y-2">
            <TextField
              label={t('auth.register.password')}
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={t('auth.register.passwordHint')}
            />
            <PasswordStrengthMeter password={password} />
          </div>
          <Button type="submit" size="lg" className="w-full">
            {t('auth.register.next')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void handleAccountType(event)} className="space-y-5">
          <AccountTypePicker value={accountType} onChange={setAccountType} />
          <div className="flex gap-3">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('auth.register.back')}
            </Button>
            <Button type="submit" size="lg" className="flex-1" isBusy={isBusy}>
              {t('auth.register.submit')}
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
