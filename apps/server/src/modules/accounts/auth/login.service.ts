import {
  OTP_FORMAT_ERROR_MESSAGE,
  OtpSchema,
  type LoginInput,
  type LoginOutcome,
  type RiskAnalysis,
} from '@incasso/shared/accounts/auth';
import { normalizeRecoveryCode } from '@incasso/shared/accounts/two-factor';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assessLoginRisk } from '../risk/assess-login-risk.ts';
import { scoreLoginRisk } from '../risk/risk-factors.ts';
import type { LoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ClientInfo } from './client-info.ts';
import { loginRefusal, type LoginRefusal } from './login-refusals.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../password-hashing/password-hashing.ts';
import type { PasskeyFactor, SecondFactor } from './second-factor.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';

export type LoginResult = { ok: true; user: UserRow; token: string } | LoginRefusal;

/**
 * SPEC section 4's login flow. The risk signals are computed alike for every email, known or
 * not, and BLOCK is decided before the password is checked with two-factor assumed off: a
 * refusal then says nothing about whether the email exists, and a block never confirms that a
 * guessed password was right. Only after a correct password do the account's own facts count:
 * suspension, two-factor, and a challenge (which the engine raises only for two-factor
 * accounts, so a correct code in the same request answers it). Where a code is asked for, a
 * passkey of the account may answer instead (decision note 089).
 */
export function createLoginService(deps: {
  /** The account behind an email, and its rehashed password. */
  users: Pick<UsersRepository, 'findByEmail' | 'setPasswordHash'>;
  sessions: SessionsService;
  attempts: LoginAttemptsRepository;
  secondFactor: SecondFactor;
  passkeys?: PasskeyFactor;
  /** A merchant the person belongs to requires two-factor of its members. */
  teamRequiresSecondFactor?: (userId: string) => Promise<boolean>;
  onNewDeviceLogin?: (userId: string, client: ClientInfo) => Promise<void>;
}) {
  const { users, sessions, attempts, secondFactor } = deps;

  return async function login(
    input: LoginInput,
    client: ClientInfo,
    now = new Date(),
  ): Promise<LoginResult> {
    // The code field also takes a two-factor recovery code (used when the app is lost).
    const isCode = (otp: string) =>
      OtpSchema.safeParse(otp).success || normalizeRecoveryCode(otp) !== null;
    if (input.otp !== undefined && !isCode(input.otp)) {
      throw new AppError(400, 'otpFormatError', OTP_FORMAT_ERROR_MESSAGE);
    }
    const user = await users.findByEmail(input.email);
    const context = { ...client, email: input.email, userId: user?.id ?? null, now };
    const stored = await attempts.signals(context);
    // An email with no successful login counts as used before from elsewhere, as any real
    // account does for an attacker's device, so that novelty does not tell accounts apart.
    const signals = { ...stored, lastSuccessfulLoginAt: stored.lastSuccessfulLoginAt ?? now };

    // The factors do not depend on two-factor, only the action does: one list for every record.
    const factors = scoreLoginRisk({ ...signals, tfaEnabled: false }).factors.map(
      ({ signal, count, windowMinutes }) => ({ signal, count, windowMinutes }),
    );
    const record = (outcome: LoginOutcome, analysis: RiskAnalysis) =>
      attempts.record({
        userId: user?.id ?? null,
        email: input.email,
        ip: client.ip,
        ipNetwork: client.ipNetwork,
        deviceFingerprint: client.deviceFingerprint,
        userAgent: client.userAgent,
        success: outcome === 'success',
        outcome,
        riskScore: analysis.riskScore,
        riskLevel: analysis.riskLevel,
        action: analysis.recommendedAction,
        reason: analysis.reason,
        riskFactors: factors,
        createdAt: now,
      });
    const refuse = async (outcome: Exclude<LoginOutcome, 'success'>, analysis: RiskAnalysis) => {
      await record(outcome, analysis);
      return loginRefusal(outcome, analysis);
    };
    // A refusal that asks for the second factor also offers the account's passkeys.
    const askSecondFactor = async (
      outcome: 'challenged' | 'tfaRequired' | 'invalidOtp' | 'invalidPasskey',
      analysis: RiskAnalysis,
    ) => {
      await record(outcome, analysis);
      const options = user && (await deps.passkeys?.options(user.id));
      return loginRefusal(outcome, analysis, options);
    };

    const gate = assessLoginRisk({ ...signals, tfaEnabled: false });
    if (gate.recommendedAction === 'BLOCK') return refuse('blocked', gate);

    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    // A registration not confirmed yet is no account to sign in to: the same answer as none.
    if (!user || !passwordOk || user.status === 'pending') {
      return refuse('invalidCredentials', gate);
    }
    if (user.status === 'suspended') return refuse('suspended', gate);

    const tfaEnabled = await secondFactor.hasSecondFactor(user.id);
    const hasPasskey = !tfaEnabled && (await deps.passkeys?.has(user.id)) === true;
    // A passkey answers a challenge as a code does (decision note 098): the engine weighs the
    // account as one with a second factor, and `tfaAvailable` still says whether a code can.
    const analysis = {
      ...assessLoginRisk({ ...signals, tfaEnabled: tfaEnabled || hasPasskey }),
      tfaAvailable: tfaEnabled,
    };
    if (analysis.recommendedAction === 'BLOCK') return refuse('blocked', analysis);
    const challenged = analysis.recommendedAction === 'CHALLENGE';
    // Without a second factor nothing can answer a challenge (the engine does not raise one then).
    if (challenged && !tfaEnabled && !hasPasskey) return refuse('challenged', analysis);
    // A passkey-only account gives it where the risk engine challenges, and where a team of
    // the person's requires two-factor (a password alone is then not enough).
    const passkeyDue =
      hasPasskey && (challenged || (await deps.teamRequiresSecondFactor?.(user.id)) === true);
    if (passkeyDue || tfaEnabled) {
      if (input.passkey !== undefined) {
        const passkeyOk = await deps.passkeys?.verify(user.id, input.passkey);
        if (!passkeyOk) return askSecondFactor('invalidPasskey', analysis);
      } else if (input.otp === undefined) {
        return askSecondFactor(challenged ? 'challenged' : 'tfaRequired', analysis);
      } else if (!(await secondFactor.verifySecondFactor(user.id, input.otp))) {
        return askSecondFactor('invalidOtp', analysis);
      }
    }

    await record('success', analysis);
    // A device never seen on an account that has signed in before: tell the owner.
    if (stored.isNewDevice && stored.lastSuccessfulLoginAt) {
      await deps.onNewDeviceLogin?.(user.id, client);
    }
    if (needsRehash(user.passwordHash)) {
      await users.setPasswordHash(user.id, await hashPassword(input.password));
    }
    const token = await sessions.create(user.id, client);
    return { ok: true, user, token };
  };
}
