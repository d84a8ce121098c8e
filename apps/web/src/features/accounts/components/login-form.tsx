import { LoginInputSchema } from '@incasso/shared/accounts/auth';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';

const loadDialogs = () => import('./login-dialogs');
const LoginDialogs = lazy(loadDialogs);

export function LoginForm() {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  // The flow owns the answer (a dialog, a toast): the form checks the input and sends it as typed.
  const form = useSchemaForm({
    schema: LoginInputSchema,
    initial: { email: '', password: '' },
    onSubmit: (_input, { values }) => {
      // Fetched while the server answers, in case it asks for a dialog.
      void loadDialogs();
      return flow.submitCredentials(values.email, values.password);
    },
  });

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
