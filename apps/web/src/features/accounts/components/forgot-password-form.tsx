import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** SPEC section 8: the answer is the same whether or not the email is registered. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const isDone = forgot.isSuccess || forgot.isError;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate(email);
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<TextLink to="/login">{t('auth.forgot.backToLogin')}</TextLink>}
    >
      {isDone ? (
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <MailCheck aria-hidden className="size-5 shrink-0" />
          {t('auth.forgot.sent')}
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-5">
          <TextField
            label={t('auth.forgot.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" isBusy={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
