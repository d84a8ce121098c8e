import { Ban, KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { sentAsTyped, useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { isCancelled, signInWithPasskey } from '../api/passkey-sign-in';
import { useLoginFlow } from '../hooks/use-login-flow';
import { signedInByLink, useSessionStore } from '../session-store';
import { AuthCard } from './auth-card';

const loadDialogs = () => import('./login-dialogs');
const LoginDialogs = lazy(loadDialogs);

export function LoginForm() {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  // A session the server ended by suspending the account (use-session-ended) says so here.
  const endedBySuspension = useSessionStore((state) => state.endedBy === 'suspension');
  // The flow owns the answer (a dialog, a toast) and sends the input as typed; LoginInputSchema
  // checks it on the server, so that zod stays off the page a merchant opens first.
  const form = useSchemaForm({
    schema: sentAsTyped<{ email: string; password: string }>(),
    initial: { email: '', password: '' },
    onSubmit: (_input, { values }) => {
      // Fetched while the server answers, in case it asks for a dialog.
      void loadDialogs();
      return flow.submitCredentials(values.email, values.password);
    },
  });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  /** A passkey alone (decision note 089): the browser picks it, no email or password typed. */
  async function signInByPasskey() {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      const profile = await signInWithPasskey();
      // The guard on /login sends the signed-in person on, as after a password.
      if (!signedInByLink(profile)) setPasskeyError(t('auth.login.passkeyFailed'));
    } catch (error) {
      if (!isCancelled(error)) setPasskeyError(errorMessage(t, error, 'auth.login.passkeyFailed'));
    } finally {
      setPasskeyBusy(false);
    }
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
      {(flow.isSuspended || endedBySuspension) && (
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
      <form onSubmit={form.handleSubmit} className="space-y-5">
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
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
      {typeof window !== 'undefined' && 'PublicKeyCredential' in window && (
        <div className="space-y-2">
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            isBusy={passkeyBusy}
            onClick={() => void signInByPasskey()}
          >
            <KeyRound aria-hidden className="size-4" />
            {t('auth.login.passkey')}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {passkeyError}
            </p>
          )}
        </div>
      )}
      {flow.dialog.kind !== 'none' && (
        <Suspense fallback={null}>
          <LoginDialogs
            dialog={flow.dialog}
            isBusy={flow.isBusy}
            onVerify={(code) => void flow.submitOtp(code)}
            onInvalidCode={flow.rejectOtpFormat}
            onClose={flow.closeDialog}
            onPasskey={() => void flow.submitPasskey()}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
