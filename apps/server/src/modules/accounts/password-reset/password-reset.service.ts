import {
  INCORRECT_PASSWORD,
  INCORRECT_PASSWORD_MESSAGE,
  INVALID_TOKEN,
  INVALID_TOKEN_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from '@incasso/shared/accounts/recovery';
import type { Locale } from '@incasso/shared/locale';
import { AppError } from '#server/lib/app-error.ts';
import { derivedId } from '#server/lib/derived-id.ts';
import { type MailSender, resetPasswordMessage } from '#server/modules/mail/mail.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import type { OneTimeTokens } from '../one-time-tokens/one-time-tokens.service.ts';

export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

interface PasswordAccount {
  id: string;
  email: string;
  locale: Locale;
  passwordHash: string;
}

export interface PasswordServiceDeps {
  tokens: OneTimeTokens;
  /** The users module's reads and writes of the account. */
  accounts: {
    find(userId: string): Promise<PasswordAccount | undefined>;
    findByEmail(email: string): Promise<PasswordAccount | undefined>;
    setPasswordHash(userId: string, passwordHash: string): Promise<void>;
    markEmailVerified(userId: string): Promise<void>;
  };
  /** The auth module's password helpers: Argon2id and the password policy. */
  passwords: {
    hash(password: string): Promise<string>;
    verify(passwordHash: string, password: string): Promise<boolean>;
    assertAcceptable(password: string): void;
  };
  revokeAllSessions(userId: string, exceptSessionId?: string): Promise<void>;
  notifications: Pick<NotificationsService, 'notify'>;
  mail: MailSender;
  /** Stores a reset request as a job: `sendResetLink` handles it (the `password.reset` queue). */
  queueReset(email: string): Promise<unknown>;
  publicUrl: string;
}

export function createPasswordService(deps: PasswordServiceDeps) {
  const { tokens, accounts, passwords } = deps;

  /** The new password is in place; every older way in is closed. */
  async function replacePassword(userId: string, password: string, keepSessionId?: string) {
    await accounts.setPasswordHash(userId, await passwords.hash(password));
    await tokens.spendAll(userId, 'resetPassword');
    await deps.revokeAllSessions(userId, keepSessionId);
    await deps.notifications.notify(userId, 'security.passwordChanged');
  }

  return {
    /**
     * Only stores the request: the email is looked up by a job, so a known and an unknown
     * address are answered alike and in the same time (SPEC: the same message either way), and
     * a crash after the answer loses nothing.
     */
    requestReset: (email: string) => deps.queueReset(email),

    /**
     * The `password.reset` job: a link for the account, if there is one. A retried job sends its
     * one email once (the mail job's id comes from this job's).
     */
    async sendResetLink(email: string, jobId: string): Promise<void> {
      const account = await accounts.findByEmail(email);
      if (!account) return;
      const token = await tokens.issue(account.id, 'resetPassword', RESET_PASSWORD_TTL_MS);
      const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.mail.send(resetPasswordMessage(account.email, account.locale, url), {
        id: derivedId('password.reset', jobId),
      });
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      if (input.password !== input.confirmPassword) {
        throw new AppError(400, PASSWORDS_DO_NOT_MATCH, PASSWORDS_DO_NOT_MATCH_MESSAGE, {
          confirmPassword: PASSWORDS_DO_NOT_MATCH,
        });
      }
      // Checked before the token is spent, so a refused password leaves the link usable.
      passwords.assertAcceptable(input.password);
      const userId = await tokens.consume(input.token, 'resetPassword');
      if (!userId) throw new AppError(400, INVALID_TOKEN, INVALID_TOKEN_MESSAGE);
      await replacePassword(userId, input.password);
      // The link reached the inbox, which is what confirming the address proves.
      await accounts.markEmailVerified(userId);
    },

    /** The signed-in change: this session stays, every other one is signed out. */
    async changePassword(
      user: { id: string; sessionId: string },
      input: ChangePasswordInput,
    ): Promise<void> {
      const account = await accounts.find(user.id);
      if (!account || !(await passwords.verify(account.passwordHash, input.currentPassword))) {
        throw new AppError(400, INCORRECT_PASSWORD, INCORRECT_PASSWORD_MESSAGE, {
          currentPassword: INCORRECT_PASSWORD,
        });
      }
      passwords.assertAcceptable(input.newPassword);
      await replacePassword(user.id, input.newPassword, user.sessionId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
