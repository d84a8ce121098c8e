import { Ban } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';

const loadDialogs = () => import('./login-dialogs');
const LoginDialogs = lazy(loadDialogs);

export function LoginForm() {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Fetched while the server answers, in case it asks for a dialog.
    void loadDialogs();
    void flow.submitCredentials(email, password);
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <TextLink to="/register">{t('auth.login.registerLink')}</TextLink>
        </>
      }
    >
      {flow.isSuspended && (
        <div
          role="alert"
          className="mb-5 flex gap-3 rounded-xl bg-rose-50 p-4 text-sm text-rose-900 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-100 dark:ring-rose-500/30"
        >
          <Ban aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('auth.login.suspendedTitle')}</p>
            <p>{t('errors.accountSuspended')}</p>
          </div>
        </div>
      )}
      <form onSubmit={handleSubmit} className="space-y-5">
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          labelAside={
            <TextLink to="/forgot-password" className="text-sm">
              {t('auth.login.forgot')}
            </TextLink>
          }
        />
        <Button type="submit" size="lg" className="w-full" isBusy={flow.isBusy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      {flow.dialog.kind !== 'none' && (
        <Suspense fallback={null}>
          <LoginDialogs
            dialog={flow.dialog}
            isBusy={flow.isBusy}
            onVerify={(code) => void flow.submitOtp(code)}
            onInvalidCode={flow.rejectOtpFormat}
            onClose={flow.closeDialog}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
