import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2, MailX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { AuthCard } from '../../components/auth-card';
import { logout, useSessionStore } from '../../session-store';
import { errorMessage } from '#i18n/error-message.ts';
import { acceptInvitation, previewInvitation } from '../api/team';
import { forgetInvitation, rememberInvitation } from '../pending-invitation';
import { reloadAs } from '../reload';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /invitations/accept?token=… (the emailed link, decision note 091): who invites, to which
 * role; then sign in or register as the invited address, and join. Only that address may.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useSessionStore((state) => state.user);
  const isReady = useSessionStore((state) => state.ready);
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: TOKEN.test(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: () => {
      forgetInvitation();
      reloadAs('/dashboard');
    },
  });

  if (!TOKEN.test(token) || preview.isError) {
    return (
      <AuthCard
        aside={<MailX aria-hidden className="size-7 text-rose-600 dark:text-rose-400" />}
        title={t('invitation.invalidTitle')}
        subtitle={
          preview.isError
            ? errorMessage(t, preview.error, 'invitation.invalidBody')
            : t('invitation.invalidBody')
        }
      >
        <Link to="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('invitation.toLogin')}
        </Link>
      </AuthCard>
    );
  }
  if (!preview.data || !isReady) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300"
      >
        <Loader2 aria-hidden className="size-5 animate-spin text-indigo-600 dark:text-indigo-400" />
        {t('invitation.checking')}
      </div>
    );
  }

  const { merchantName, email, role } = preview.data;
  const sameAddress = user?.email.toLowerCase() === email.toLowerCase();
  return (
    <AuthCard
      aside={<Users aria-hidden className="size-7 text-indigo-600 dark:text-indigo-400" />}
      title={t('invitation.title', { name: merchantName })}
      subtitle={t('invitation.subtitle', { role: t(`team.roles.${role}`), email })}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`team.roleHints.${role}`)}</p>
        {!user ? (
          <>
            <Link
              to="/login"
              state={{ from: location }}
              className={buttonClasses('primary', 'md', 'w-full')}
            >
              {t('invitation.signIn', { email })}
            </Link>
            <Link
              to="/register"
              onClick={() => rememberInvitation(token)}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {t('invitation.register')}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('invitation.registerHint')}
            </p>
          </>
        ) : sameAddress ? (
          <>
            <Button className="w-full" isBusy={accept.isPending} onClick={() => accept.mutate()}>
              {t('invitation.join', { name: merchantName })}
            </Button>
            {accept.isError && (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {errorMessage(t, accept.error, 'invitation.joinFailed')}
              </p>
            )}
          </>
        ) : (
          <>
            <p role="alert" className="text-sm text-amber-700 dark:text-amber-300">
              {t('invitation.otherAddress', { current: user.email, email })}
            </p>
            <Button variant="secondary" className="w-full" onClick={() => void logout()}>
              {t('invitation.signOut')}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
