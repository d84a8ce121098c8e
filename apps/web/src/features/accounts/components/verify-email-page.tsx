import { Loader2, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#components/ui/button-classes.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { useVerifyEmail } from '../api/verify-email';
import { pendingInvitationPath } from '../members/pending-invitation';
import { ResendLinkButton } from './resend-link-button';

function Panel({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="w-full max-w-sm space-y-6 text-center">
      <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-slate-100 dark:bg-slate-800">
        {icon}
      </div>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{body}</p>
      </div>
      {children && <div className="flex flex-col items-center gap-3">{children}</div>}
    </div>
  );
}

/**
 * `/verify-email?token=`: confirms the address once on arrival. An invalid or used link offers
 * a new one to a signed-in user, and sign-in to anyone else.
 */
export function VerifyEmailPage({
  isSignedIn,
  onSignedIn,
}: {
  isSignedIn: boolean;
  /** The link activated a new account and the server signed it in with this profile. */
  onSignedIn: (profile: unknown) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token works once: a second call (StrictMode's double effect) would report it used.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: (profile) => {
        if (profile) onSignedIn(profile);
      },
    });
  }, [token, mutate, onSignedIn]);

  // A person who registered to accept an invitation goes back to it.
  const home = isSignedIn ? (pendingInvitationPath() ?? '/dashboard') : '/login';
  const homeLabel = isSignedIn
    ? t('emailVerification.toDashboard')
    : t('emailVerification.toLogin');
  if (verify.isSuccess) {
    const activated = verify.data !== null;
    return (
      <Panel
        icon={<MailCheck aria-hidden className="size-7 text-emerald-600 dark:text-emerald-400" />}
        title={t(activated ? 'emailVerification.activatedTitle' : 'emailVerification.successTitle')}
        body={t(activated ? 'emailVerification.activatedBody' : 'emailVerification.successBody')}
      >
        <Link to={home} className={buttonClasses('primary', 'md', 'w-full')}>
          {homeLabel}
        </Link>
      </Panel>
    );
  }
  if (token && !verify.isError) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300"
      >
        <Loader2 aria-hidden className="size-5 animate-spin text-indigo-600 dark:text-indigo-400" />
        {t('emailVerification.checking')}
      </div>
    );
  }
  // A refused token reads "invalid link"; a network or server failure says what it was.
  const failure =
    verify.error instanceof ApiError && verify.error.key !== 'invalidToken'
      ? errorMessage(t, verify.error, 'errors.serverError')
      : null;
  return (
    <Panel
      icon={<MailX aria-hidden className="size-7 text-rose-600 dark:text-rose-400" />}
      title={failure ? t('emailVerification.failedTitle') : t('emailVerification.invalidTitle')}
      body={
        failure ??
        (isSignedIn
          ? t('emailVerification.invalidBodySignedIn')
          : t('emailVerification.invalidBody'))
      }
    >
      {isSignedIn ? (
        <>
          <ResendLinkButton variant="primary" />
          <Link to={home} className={buttonClasses('ghost', 'sm')}>
            {homeLabel}
          </Link>
        </>
      ) : (
        <Link to={home} className={buttonClasses('primary', 'md', 'w-full')}>
          {homeLabel}
        </Link>
      )}
    </Panel>
  );
}
