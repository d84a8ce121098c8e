import QRCode from 'qrcode';
import { INCORRECT_PASSWORD, INCORRECT_PASSWORD_MESSAGE } from '@incasso/shared/accounts/recovery';
import { OtpSchema } from '@incasso/shared/accounts/auth';
import {
  INVALID_OTP,
  INVALID_OTP_MESSAGE,
  normalizeRecoveryCode,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@incasso/shared/accounts/two-factor';
import { AppError } from '#server/lib/app-error.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { SecondFactor } from '../auth/second-factor.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

export interface TwoFactorDeps {
  repo: TwoFactorRepository;
  /** Seals TOTP secrets at rest; the user's id is the context, so rows cannot be swapped. */
  box: SecretBox;
  accounts: { find(userId: string): Promise<{ email: string; passwordHash: string } | undefined> };
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  revokeAllSessions(userId: string, exceptSessionId?: string): Promise<void>;
  notifications: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

const alreadyEnabled = () =>
  new AppError(409, 'tfaAlreadyEnabled', 'Two-factor authentication is already enabled.');

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());

  async function account(userId: string) {
    const found = await deps.accounts.find(userId);
    if (!found) throw new AppError(404, 'profileNotFound', 'Profile not found');
    return found;
  }

  const secondFactor: SecondFactor = {
    hasSecondFactor: (userId) => repo.isEnabled(userId),

    /** A TOTP code not used before, or an unused recovery code (spent by this call). */
    async verifySecondFactor(userId, otp) {
      const row = await repo.find(userId);
      if (!row?.secret) return false;
      const at = now();
      if (OtpSchema.safeParse(otp).success) {
        const step = matchingStep(box.open(row.secret, userId), otp, at);
        return step !== null && repo.useStep(userId, step, at);
      }
      const recoveryCode = normalizeRecoveryCode(otp);
      return (
        recoveryCode !== null && repo.useRecoveryCode(userId, hashRecoveryCode(recoveryCode), at)
      );
    },
  };

  return {
    ...secondFactor,

    /** A new secret to scan; it only counts once a code from it turns two-factor on. */
    async setup(userId: string): Promise<TwoFactorSetup> {
      if (await repo.isEnabled(userId)) throw alreadyEnabled();
      const { email } = await account(userId);
      const secret = newTotpSecret();
      await repo.savePending(userId, box.seal(secret, userId), now());
      const url = otpauthUrl(secret, email);
      const qrCode = await QRCode.toDataURL(url, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 256,
      });
      return { secret, otpauthUrl: url, qrCode };
    },

    /** Turns two-factor on; the recovery codes are returned this once and stored hashed. */
    async enable(user: { id: string; sessionId: string }, code: string): Promise<RecoveryCodes> {
      const row = await repo.find(user.id);
      if (row?.secret) throw alreadyEnabled();
      if (!row?.pendingSecret) {
        throw new AppError(400, 'tfaSetupRequired', 'Start the two-factor setup first.');
      }
      const at = now();
      const step = matchingStep(box.open(row.pendingSecret, user.id), code, at);
      if (step === null)
        throw new AppError(400, INVALID_OTP, INVALID_OTP_MESSAGE, { code: INVALID_OTP });
      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map((c) => hashRecoveryCode(normalizeRecoveryCode(c) ?? c));
      const enabled = await repo.enable(
        user.id,
        { pendingSecret: row.pendingSecret, step },
        hashes,
        at,
      );
      if (!enabled)
        throw new AppError(409, 'tfaSetupChanged', 'The setup changed meanwhile: start again.');
      // Whoever held another session signed in with the password alone.
      await deps.revokeAllSessions(user.id, user.sessionId);
      await deps.notifications.notify(user.id, 'security.tfaEnabled');
      return { recoveryCodes };
    },

    async disable(userId: string, password: string): Promise<void> {
      const { passwordHash } = await account(userId);
      if (!(await deps.verifyPassword(passwordHash, password))) {
        throw new AppError(400, INCORRECT_PASSWORD, INCORRECT_PASSWORD_MESSAGE, {
          password: INCORRECT_PASSWORD,
        });
      }
      if (!(await repo.isEnabled(userId))) {
        throw new AppError(409, 'tfaNotEnabled', 'Two-factor authentication is not enabled.');
      }
      await repo.disable(userId);
      await deps.notifications.notify(userId, 'security.tfaDisabled');
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
