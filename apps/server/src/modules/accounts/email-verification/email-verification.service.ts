import { INVALID_TOKEN, INVALID_TOKEN_MESSAGE } from '@incasso/shared/accounts/recovery';
import type { Locale } from '@incasso/shared/locale';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type MailSender, verifyEmailMessage } from '#server/modules/mail/mail.module.ts';
import type { OneTimeTokens } from '../one-time-tokens/one-time-tokens.service.ts';

export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000;

export interface VerifiableUser {
  id: string;
  email: string;
  locale: Locale;
  emailVerifiedAt: Date | null;
}

type StoredUser = UserRow;

export interface EmailVerificationDeps {
  tokens: OneTimeTokens;
  /** The users module's reads and writes of the account. */
  accounts: {
    find(userId: string): Promise<StoredUser | undefined>;
    markEmailVerified(userId: string): Promise<void>;
    /** A pending account becomes active; undefined if it was not pending. */
    activate(userId: string): Promise<StoredUser | undefined>;
  };
  mail: MailSender;
  publicUrl: string;
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { tokens, accounts, mail, publicUrl } = deps;

  /** A fresh link (older ones stop working), stored for sending before the answer goes. */
  async function sendLink(user: VerifiableUser) {
    await tokens.spendAll(user.id, 'verifyEmail');
    const token = await tokens.issue(user.id, 'verifyEmail', VERIFY_EMAIL_TTL_MS);
    const url = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mail.send(verifyEmailMessage(user.email, user.locale, url));
  }

  return {
    sendLink,

    /**
     * Confirms the address; returns the account when this activated it (a new registration,
     * which the caller then signs in), else undefined.
     */
    async verify(token: string): Promise<StoredUser | undefined> {
      const userId = await tokens.consume(token, 'verifyEmail');
      if (!userId) throw new AppError(400, INVALID_TOKEN, INVALID_TOKEN_MESSAGE);
      const activated = await accounts.activate(userId);
      if (!activated) await accounts.markEmailVerified(userId);
      return activated;
    },

    /** A new link for a signed-in user whose address is not confirmed yet; else nothing. */
    async resend(userId: string): Promise<void> {
      const user = await accounts.find(userId);
      if (!user || user.emailVerifiedAt) return;
      await sendLink(user);
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
