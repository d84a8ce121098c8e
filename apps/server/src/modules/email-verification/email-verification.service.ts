import type { FastifyBaseLogger } from 'fastify';
import { INVALID_TOKEN, INVALID_TOKEN_MESSAGE } from '@incasso/shared/account-security';
import type { Locale } from '@incasso/shared/locale';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { MailService } from '../mail/mail.service.ts';
import { verifyEmailMessage } from '../mail/templates/verify-email.ts';
import type { OneTimeTokens } from '../one-time-tokens/one-time-tokens.service.ts';

export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000;

export interface VerifiableUser {
  id: string;
  email: string;
  locale: Locale;
  emailVerifiedAt: Date | null;
}

export interface EmailVerificationDeps {
  tokens: OneTimeTokens;
  /** The users module's reads and writes of the account. */
  accounts: {
    find(userId: string): Promise<VerifiableUser | undefined>;
    markEmailVerified(userId: string): Promise<void>;
  };
  mail: Pick<MailService, 'sendMail'>;
  background: BackgroundTasks;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { tokens, accounts, mail, background, publicUrl } = deps;

  /** A fresh link (older ones stop working); the email leaves after the answer. */
  async function sendLink(user: VerifiableUser) {
    await tokens.spendAll(user.id, 'verifyEmail');
    const token = await tokens.issue(user.id, 'verifyEmail', VERIFY_EMAIL_TTL_MS);
    const url = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    background.run('mail.verifyEmail', () =>
      mail.sendMail(verifyEmailMessage(user.email, user.locale, url)),
    );
  }

  return {
    /**
     * The auth module's onRegistered hook. The account exists by now, so nothing here may fail
     * the registration: a problem is logged, and the user can ask for another link.
     */
    async onRegistered(user: VerifiableUser): Promise<void> {
      try {
        await sendLink(user);
      } catch (error) {
        deps.log.error({ err: error, userId: user.id }, 'could not issue the confirmation link');
      }
    },

    async verify(token: string): Promise<void> {
      const userId = await tokens.consume(token, 'verifyEmail');
      if (!userId) throw new AppError(400, INVALID_TOKEN, INVALID_TOKEN_MESSAGE);
      await accounts.markEmailVerified(userId);
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
