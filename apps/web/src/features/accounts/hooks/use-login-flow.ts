import type { LoginInput } from '@incasso/shared/accounts/auth';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#components/ui/toast/toast-store.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { isCancelled } from '../api/passkey-sign-in';
import { readLoginFailure, type RiskAnalysis } from '../login-failure';
import { login } from '../session-store';

const isSuspension = (error: unknown) =>
  error instanceof ApiError && error.key === 'accountSuspended';

export type LoginDialog =
  | { kind: 'none' }
  /** `passkeyOptions`: the account's passkeys may answer the challenge (decision note 098). */
  | { kind: 'risk'; analysis: RiskAnalysis; passkeyOptions: Record<string, unknown> | null }
  /** `passkeyOptions`: the account's passkeys may answer instead of the code. */
  | { kind: 'tfa'; passkeyOptions: Record<string, unknown> | null };

interface Credentials {
  email: string;
  password: string;
}

/**
 * SPEC section 4, Login flow: a challenge opens the risk dialog, tfaRequired the code dialog,
 * other errors a toast. A wrong code keeps its dialog open only while two-factor is still
 * required. On success the session holds the user and the public-only guard redirects.
 */
export function useLoginFlow() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<LoginDialog>({ kind: 'none' });
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A suspended account is told so on the page itself, not in a toast gone in 5 s (issue 20).
  const [isSuspended, setSuspended] = useState(false);

  async function attempt(
    payload: Credentials & { otp?: string; passkey?: LoginInput['passkey'] },
  ): Promise<unknown> {
    setIsBusy(true);
    try {
      await login(payload);
      if (payload.otp !== undefined) toast.success(t('notifications.otpSuccess'));
      toast.success(t('notifications.loginSuccess'));
      return null;
    } catch (error) {
      return error;
    } finally {
      setIsBusy(false);
    }
  }

  async function submitCredentials(email: string, password: string): Promise<void> {
    setCredentials({ email, password });
    const error = await attempt({ email, password });
    setSuspended(isSuspension(error));
    if (error === null || isSuspension(error)) return;
    const failure = readLoginFailure(error);
    if (failure.analysis)
      setDialog({
        kind: 'risk',
        analysis: failure.analysis,
        passkeyOptions: failure.passkeyOptions,
      });
    else if (failure.tfaRequired)
      setDialog({ kind: 'tfa', passkeyOptions: failure.passkeyOptions });
    else toast.error(loginErrorText(error));
  }

  /**
   * "Invalid credentials" is also what an account whose email link was never followed gets
   * (registration tells nobody whether an address has an account): say what to do then.
   */
  function loginErrorText(error: unknown): string {
    const text = failureText(error);
    const isCredentials = error instanceof ApiError && error.key === 'invalidCredentials';
    return isCredentials ? `${text}. ${t('auth.login.pendingHint')}` : text;
  }

  /**
   * The server's error key translated, except when the login request itself failed on the
   * server (SPEC section 8: "Error during login. Please try again.").
   */
  function failureText(error: unknown): string {
    if (error instanceof ApiError && error.status >= 500) return t('notifications.loginFailed');
    return errorMessage(t, error, 'notifications.loginError');
  }

  /** A code the dialog found well-formed (6 digits); malformed ones never reach here. */
  async function submitOtp(otp: string): Promise<void> {
    if (!credentials) return;
    const error = await attempt({ ...credentials, otp });
    if (error === null) {
      setDialog({ kind: 'none' });
      return;
    }
    setSuspended(isSuspension(error));
    if (!isSuspension(error)) toast.error(failureText(error));
    if (!readLoginFailure(error).tfaRequired) setDialog({ kind: 'none' });
  }

  /** A passkey answers the second factor or the challenge: the browser signs the server's. */
  async function submitPasskey(): Promise<void> {
    if (!credentials || dialog.kind === 'none' || !dialog.passkeyOptions) return;
    let passkey: LoginInput['passkey'];
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      passkey = (await startAuthentication({
        optionsJSON: dialog.passkeyOptions as unknown as PublicKeyCredentialRequestOptionsJSON,
      })) as LoginInput['passkey'];
    } catch (error) {
      if (!isCancelled(error)) toast.error(t('auth.login.passkeyFailed'));
      return;
    }
    const error = await attempt({ ...credentials, passkey });
    if (error === null) {
      setDialog({ kind: 'none' });
      return;
    }
    toast.error(failureText(error));
    const failure = readLoginFailure(error);
    if (failure.tfaRequired) setDialog({ kind: 'tfa', passkeyOptions: failure.passkeyOptions });
    else setDialog({ kind: 'none' });
  }

  return {
    dialog,
    isSuspended,
    submitPasskey,
    rejectOtpFormat: () => toast.error(t('notifications.otpFormatError')),
    isBusy,
    submitCredentials,
    submitOtp,
    closeDialog: () => setDialog({ kind: 'none' }),
  };
}
