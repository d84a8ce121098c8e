import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
import { getInstanceSecret } from '../../lib/instance-secret.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { ClientInfo } from '../auth/client-info.ts';
import { describeDevice } from '../auth/device-summary.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { createEmailVerificationService } from '../email-verification/email-verification.service.ts';
import { emailVerificationRoutes } from '../email-verification/email-verification.routes.ts';
import { createMail } from '../mail/create-mail.ts';
import { devOutboxRoutes } from '../mail/dev-outbox.routes.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createOneTimeTokens } from '../one-time-tokens/one-time-tokens.service.ts';
import { createPasswordService } from '../password/password.service.ts';
import { passwordRoutes } from '../password/password.routes.ts';
import { createFiscalRepository } from '../profile/fiscal.repository.ts';
import { createFiscalService } from '../profile/fiscal.service.ts';
import { profileRoutes } from '../profile/profile.routes.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createTwoFactorRepository } from '../two-factor/two-factor.repository.ts';
import { createTwoFactorService } from '../two-factor/two-factor.service.ts';
import { twoFactorRoutes } from '../two-factor/two-factor.routes.ts';

/**
 * Mail, email confirmation, password recovery and change, two-factor, profile and fiscal data,
 * wired once per app. Made before the accounts (createAccounts), which take `secondFactor`,
 * `onRegistered` and `onNewDeviceLogin` from here.
 */
export async function createAccountSecurity(options: {
  db: Database;
  config: Pick<Config, 'env' | 'publicUrl' | 'sessionSecret' | 'smtpUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
  sessions: SessionsService;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, config, log, sessions, notifications } = options;
  const users = createUsersRepository(db);
  const tokens = createOneTimeTokens(db);
  const background = createBackgroundTasks(log);
  const { mail, outbox } = createMail(config, log);
  const box = createSecretBox(await getInstanceSecret(db, config), 'totp-secret');
  const revokeAllSessions = sessions.revokeAllSessions;
  const common = { tokens, mail, background, publicUrl: config.publicUrl, log };

  const twoFactor = createTwoFactorService({
    repo: createTwoFactorRepository(db),
    box,
    accounts: { find: users.findById },
    verifyPassword,
    revokeAllSessions,
    notifications,
  });

  return {
    mail,
    outbox,
    background,
    twoFactor,
    secondFactor: {
      hasSecondFactor: twoFactor.hasSecondFactor,
      verifySecondFactor: twoFactor.verifySecondFactor,
    },
    emailVerification: createEmailVerificationService({
      ...common,
      accounts: { find: users.findById, markEmailVerified: users.markEmailVerified },
    }),
    password: createPasswordService({
      ...common,
      accounts: {
        find: users.findById,
        findByEmail: users.findByEmail,
        setPasswordHash: users.setPasswordHash,
        markEmailVerified: users.markEmailVerified,
      },
      passwords: {
        hash: hashPassword,
        verify: verifyPassword,
        assertAcceptable: assertPasswordAcceptable,
      },
      revokeAllSessions,
      notifications,
    }),
    fiscal: createFiscalService({
      repo: createFiscalRepository(db),
      accountType: async (userId) => (await users.findById(userId))?.accountType,
    }),
    async onNewDeviceLogin(userId: string, client: ClientInfo) {
      await notifications.notify(userId, 'security.newDeviceLogin', {
        device: describeDevice(client.userAgent),
        ip: client.ip,
      });
    },
    /** Waits for emails still being sent (shutdown, tests). */
    settle: () => background.drain(),
  };
}

export type AccountSecurity = Awaited<ReturnType<typeof createAccountSecurity>>;

/** The routes of everything above; the dev outbox only outside production. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  security: AccountSecurity;
  accounts: Accounts;
  env: Config['env'];
}> = async (app, { security, accounts, env }) => {
  const users = accounts.users;
  await app.register(emailVerificationRoutes, { service: security.emailVerification });
  await app.register(passwordRoutes, { service: security.password });
  await app.register(twoFactorRoutes, { service: security.twoFactor });
  await app.register(profileRoutes, {
    fiscal: security.fiscal,
    profiles: { setDisplayName: users.repo.setDisplayName, getProfile: users.getProfile },
  });
  if (security.outbox && env !== 'production') {
    await app.register(devOutboxRoutes, { outbox: security.outbox });
  }
};
