import type { LoginOutcome, RiskAnalysis } from '@incasso/shared/accounts/auth';
import { PASSKEY_ERRORS, type AuthenticationResponse } from '@incasso/shared/accounts/passkeys';
import { AppError } from '#server/lib/app-error.ts';
import type { PasskeyAssertions } from '../passkeys/passkey-assertions.ts';
import { challengeExpired } from '../passkeys/passkeys.service.ts';
import { assessStrongSignIn } from '../risk/assess-login-risk.ts';
import type { LoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import { scoreLoginRisk } from '../risk/risk-factors.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ClientInfo } from './client-info.ts';
import { loginRefusal } from './login-refusals.ts';
import type { LoginResult } from './login.service.ts';

const unknownPasskey = () =>
  new AppError(
    401,
    PASSKEY_ERRORS.unknown,
    'This passkey is not registered with any account here. Sign in with your password.',
  );
const invalidPasskey = () =>
  new AppError(401, PASSKEY_ERRORS.invalid, 'The passkey could not be verified.');

/**
 * A sign-in with a passkey alone (decision note 089). The passkey is two factors at once
 * (the device, and the fingerprint or PIN that unlocked it), so the risk engine treats it as a
 * password with its second factor: it is never challenged, only blocked when even a two-factor
 * account would be. Its attempts are recorded like any other, with the passkey as the method.
 */
export function createPasskeyLoginService(deps: {
  users: Pick<UsersRepository, 'findById'>;
  sessions: Pick<SessionsService, 'create'>;
  attempts: Pick<LoginAttemptsRepository, 'signals' | 'record'>;
  assertions: Pick<PasskeyAssertions, 'verify'>;
  onNewDeviceLogin?: (userId: string, client: ClientInfo) => Promise<void>;
}) {
  const { users, sessions, attempts, assertions } = deps;

  return async function passkeyLogin(
    response: AuthenticationResponse,
    client: ClientInfo,
    now = new Date(),
  ): Promise<LoginResult> {
    const verified = await assertions.verify('signIn', response, null);
    const { passkey } = verified;
    if (!passkey) {
      if (verified.ok || verified.reason === 'invalid') throw invalidPasskey();
      throw verified.reason === 'challengeExpired' ? challengeExpired() : unknownPasskey();
    }
    const user = await users.findById(passkey.userId);
    if (!user || user.status === 'pending') throw unknownPasskey();

    const stored = await attempts.signals({ ...client, email: user.email, userId: user.id, now });
    const analysis = assessStrongSignIn(stored);
    const factors = scoreLoginRisk({ ...stored, tfaEnabled: true }).factors.map(
      ({ signal, count, windowMinutes }) => ({ signal, count, windowMinutes }),
    );
    const record = (outcome: LoginOutcome, risk: RiskAnalysis) =>
      attempts.record({
        userId: user.id,
        email: user.email,
        ...client,
        success: outcome === 'success',
        outcome,
        method: 'passkey',
        riskScore: risk.riskScore,
        riskLevel: risk.riskLevel,
        action: risk.recommendedAction,
        reason: risk.reason,
        riskFactors: factors,
        createdAt: now,
      });

    if (!verified.ok) {
      await record('invalidCredentials', analysis);
      throw invalidPasskey();
    }
    if (analysis.recommendedAction === 'BLOCK') {
      await record('blocked', analysis);
      return loginRefusal('blocked', analysis);
    }
    if (user.status === 'suspended') {
      await record('suspended', analysis);
      return loginRefusal('suspended', analysis);
    }
    await record('success', analysis);
    if (stored.isNewDevice && stored.lastSuccessfulLoginAt) {
      await deps.onNewDeviceLogin?.(user.id, client);
    }
    const token = await sessions.create(user.id, client);
    return { ok: true, user, token };
  };
}
