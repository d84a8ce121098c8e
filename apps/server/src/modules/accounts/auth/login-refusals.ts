import type { LoginOutcome, RiskAnalysis } from '@incasso/shared/accounts/auth';
import type { PasskeyRequestOptions } from '@incasso/shared/accounts/passkeys';

/** SPEC section 3's login result for a refused login: its status and body. */
export interface LoginRefusal {
  ok: false;
  status: 401 | 403;
  body: {
    error: string;
    message: string;
    challenge?: boolean;
    analysis?: RiskAnalysis;
    tfaRequired?: boolean;
    passkeyOptions?: PasskeyRequestOptions;
  };
}

export const LOGIN_BLOCKED_MESSAGE =
  'Login blocked for security reasons. Please contact support if you believe this is an error.';

const REFUSALS: Record<Exclude<LoginOutcome, 'success'>, Omit<LoginRefusal, 'ok'>> = {
  blocked: { status: 403, body: { error: 'loginBlocked', message: LOGIN_BLOCKED_MESSAGE } },
  challenged: {
    status: 401,
    body: { error: 'verificationRequired', message: 'Additional verification is required.' },
  },
  invalidCredentials: {
    status: 401,
    body: { error: 'invalidCredentials', message: 'Invalid credentials' },
  },
  suspended: {
    status: 403,
    body: {
      error: 'accountSuspended',
      message: 'This account has been suspended. Please contact support.',
    },
  },
  tfaRequired: {
    status: 401,
    body: {
      error: 'tfaRequired',
      message: 'Enter the code from your authenticator app.',
      tfaRequired: true,
    },
  },
  invalidOtp: {
    status: 401,
    body: {
      error: 'invalidOtp',
      message: 'Invalid OTP code. Please try again.',
      tfaRequired: true,
    },
  },
  invalidPasskey: {
    status: 401,
    body: {
      error: 'invalidPasskey',
      message: 'The passkey could not be verified. Try again, or enter a code.',
      tfaRequired: true,
    },
  },
};

/** `passkeyOptions` lets a passkey answer where a code is asked for (the account has one). */
export function loginRefusal(
  outcome: Exclude<LoginOutcome, 'success'>,
  analysis: RiskAnalysis,
  passkeyOptions?: PasskeyRequestOptions,
): LoginRefusal {
  const { status, body } = REFUSALS[outcome];
  // The risk dialog opens on `challenge` and shows the analysis.
  const risk = outcome === 'blocked' || outcome === 'challenged';
  const extra = passkeyOptions ? { passkeyOptions } : {};
  return {
    ok: false,
    status,
    body: risk ? { ...body, challenge: true, analysis, ...extra } : { ...body, ...extra },
  };
}
