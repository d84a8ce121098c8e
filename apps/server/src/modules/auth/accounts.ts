import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createPlansRepository } from '../plans/plans.repository.ts';
import { plansRoutes } from '../plans/plans.routes.ts';
import { createLoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import { createUsersService, type WalletCounter } from '../users/users.service.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { authRoutes } from './auth.routes.ts';
import type { ClientInfo } from './client-info.ts';
import { createAuthService, type OnRegistered } from './auth.service.ts';
import { createLoginService } from './login.service.ts';
import { prepareDummyHash } from './passwords.ts';
import { noSecondFactor, type SecondFactor } from './second-factor.ts';
import type { SessionsService } from './sessions.service.ts';

/**
 * Accounts, sessions and plans wired together once per app. Other modules plug in here: the
 * two-factor module passes `secondFactor`, email verification `onRegistered`, wallets
 * `countWallets`. On start it seeds the plans and creates the first admin from the config.
 */
export async function createAccounts(options: {
  db: Database;
  sessions: SessionsService;
  admin: { email: string; password: string } | undefined;
  log: FastifyBaseLogger;
  secondFactor?: SecondFactor;
  onRegistered?: OnRegistered;
  onNewDeviceLogin?: (userId: string, client: ClientInfo) => Promise<void>;
  countWallets?: WalletCounter;
}) {
  const { db, sessions } = options;
  const secondFactor = options.secondFactor ?? noSecondFactor;
  const plans = createPlansRepository(db);
  const attempts = createLoginAttemptsRepository(db);
  const users = createUsersService({
    db,
    sessions,
    secondFactor,
    countWallets: options.countWallets,
  });

  await Promise.all([plans.seed(), prepareDummyHash()]);
  await users.ensureFirstAdmin(options.admin, options.log);

  return {
    sessions,
    secondFactor,
    plans,
    attempts,
    users,
    auth: createAuthService({ users, sessions, attempts, onRegistered: options.onRegistered }),
    login: createLoginService({
      users,
      sessions,
      attempts,
      secondFactor,
      onNewDeviceLogin: options.onNewDeviceLogin,
    }),
  };
}

export type Accounts = Awaited<ReturnType<typeof createAccounts>>;

/** /api/auth/*, /api/user/profile, /api/user/login-history, /api/plans. */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  await app.register(authRoutes, accounts);
  await app.register(usersRoutes, accounts);
  await app.register(plansRoutes, accounts);
};
